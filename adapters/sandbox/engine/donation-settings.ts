// Donation settings of a mount location (docs/spec/checkout-and-billing.md §7, POST/PUT /api/settings) drive the payment link
// they name: saving them rewrites the link's tip presets, range, button text, beneficiaries and
// thank-you text, and the tip price's custom amount bounds, so the next checkout started from the
// link (plink_sbx_donation) shows and enforces exactly what the owner or admin saved.
import { validateDonationSettings, type DonationSettingsDraft } from '@domain/donation-settings';
import { fromTokenToUnit } from '@domain/money';
import type { SettingsRecord } from '@domain/model';
import { currencyById } from '../catalog/currencies';
import { refuseInvalid } from './errors';
import type { SandboxStore } from '../state';

type Incoming = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));

/** The saved settings as the form's draft: what the server validates with the same rules. */
function draftOf(settings: Incoming): DonationSettingsDraft {
  const amount = (settings.amount ?? {}) as Incoming;
  const beneficiaries = Array.isArray(settings.beneficiaries) ? (settings.beneficiaries as Incoming[]) : [];
  return {
    presets: Array.isArray(amount.presets) ? amount.presets.map(text) : [],
    preset: text(amount.preset),
    custom: amount.custom !== false,
    minimum: text(amount.minimum),
    maximum: text(amount.maximum),
    btnText: text(settings.btn_text),
    thankYou: text(settings.thank_you),
    // The page (url) goes through the same rule as the form's: the one safe-URL rule refuses javascript: and friends.
    beneficiaries: beneficiaries.map((b) => ({ name: text(b.name), address: text(b.address), share: text(b.share), url: text(b.url) })),
  };
}

/**
 * Validates settings that carry an `amount` (what the integrations page saves) and writes them
 * onto the record's payment link. Throws the Joi-shaped 400 the page shows ('Validate failed: …').
 */
export function applyDonationSettings(store: SandboxStore, record: SettingsRecord): void {
  const settings = (record.settings ?? {}) as Incoming;
  const linkId = text(settings.payment_link_id);
  const link = linkId ? store.read().links[linkId] : undefined;
  if (!link || settings.amount === undefined) return;
  const currency = currencyById(link._sandbox.currency_id);
  const checked = validateDonationSettings(draftOf(settings), currency?.maximum_precision ?? 6);
  if (!checked.ok) {
    throw refuseInvalid(Object.entries(checked.errors).map(([path, error]) => ({ path, message: error.message ?? error.key })));
  }
  const { amount, btn_text, thank_you, beneficiaries } = checked.value;
  const first = amount.preset ?? amount.presets[Math.floor(amount.presets.length / 2)] ?? amount.minimum;
  const decimals = currency?.decimal ?? 18;
  const custom = { enabled: true, preset: first, presets: amount.presets, minimum: amount.minimum, ...(amount.maximum ? { maximum: amount.maximum } : {}) };
  store.update((d) => {
    const priceId = link._sandbox.line_items[0]?.price_id;
    const price = priceId ? d.prices[priceId] : undefined;
    const nextPrice = price ? { ...price, custom_unit_amount: custom } : undefined;
    if (nextPrice) d.prices = { ...d.prices, [nextPrice.id]: nextPrice };
    d.links = {
      ...d.links,
      [link.id]: {
        ...link,
        donation_settings: {
          ...link.donation_settings,
          amount: { presets: amount.presets, preset: amount.preset, custom: amount.custom, minimum: amount.minimum, maximum: amount.maximum },
          btn_text,
          beneficiaries: beneficiaries.length > 0 ? beneficiaries.map((b) => ({ address: b.address, name: b.name || b.address, share: b.share, ...(b.url ? { url: b.url } : {}) })) : (link.donation_settings?.beneficiaries ?? []),
        },
        after_completion: thank_you ? { type: 'hosted_confirmation', hosted_confirmation: { custom_message: thank_you } } : { type: 'hosted_confirmation', hosted_confirmation: { custom_message: null } },
        _sandbox: {
          ...link._sandbox,
          line_items: link._sandbox.line_items.map((item, index) =>
            index === 0 ? { ...item, ...(nextPrice ? { price: nextPrice } : {}), custom_amount: fromTokenToUnit(first, decimals) } : item,
          ),
        },
      },
    };
  });
}
