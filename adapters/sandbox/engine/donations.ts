// The donation widget's calls (reference payment-react.md §3.8, CheckoutDonate): POST /api/donations
// creates, or brings up to date, the tip payment link of one `target` (a post, an article…), so the
// widget can start a checkout from it; GET /api/donations?target= lists who has tipped that target.
// A supporter is a completed, paid checkout of the target's link: the list grows by itself after a tip.
import { validateDonationSettings } from '@domain/donation-settings';
import { Big, fromTokenToUnit } from '@domain/money';
import type { BeneficiaryShare } from '@domain/model';
import { CURRENCY, currencyById } from '../catalog/currencies';
import { PRICE } from '../catalog/prices';
import type { LinkRecord, SandboxData } from '../model';
import type { SandboxStore } from '../state';
import { refuse, refuseInvalid } from './errors';

type Incoming = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The reference's defaults when the widget sends no amount settings. */
export const DONATION_DEFAULTS = { presets: ['1', '5', '10'], preset: '1', minimum: '0.01', maximum: '100', custom: true } as const;

/** The link's id follows from the target, so the same target always gets the same link. */
export const donationLinkId = (target: string) => `plink_donate_${target.replace(/[^A-Za-z0-9_-]/g, '_')}`;

interface DonationRequest {
  target: string;
  title: string;
  description: string;
  reference: string;
  beneficiaries: BeneficiaryShare[];
  amount: { presets: string[]; preset: string; minimum: string; maximum: string; custom: boolean };
}

/** Reads the widget's body; a missing target or invalid amounts are the Joi-shaped 400 of the real server. */
export function readDonationRequest(body: Incoming): DonationRequest {
  const target = text(body.target).trim();
  if (!target) throw refuse(400, '"target" is required');
  const amount = (typeof body.amount === 'object' && body.amount !== null ? body.amount : {}) as Incoming;
  const presets = Array.isArray(amount.presets) ? amount.presets.map(text) : [...DONATION_DEFAULTS.presets];
  const beneficiaries = Array.isArray(body.beneficiaries) ? (body.beneficiaries as Incoming[]) : [];
  return {
    target,
    title: text(body.title),
    description: text(body.description),
    reference: text(body.reference),
    beneficiaries: beneficiaries.map((b) => ({ address: text(b.address), share: text(b.share) || '100', name: text(b.name) || text(b.address), ...(text(b.avatar) ? { avatar: text(b.avatar) } : {}) })),
    amount: {
      presets,
      preset: amount.preset === undefined ? DONATION_DEFAULTS.preset : text(amount.preset),
      minimum: amount.minimum === undefined ? DONATION_DEFAULTS.minimum : text(amount.minimum),
      maximum: amount.maximum === undefined ? DONATION_DEFAULTS.maximum : text(amount.maximum),
      custom: amount.custom !== false,
    },
  };
}

/** Creates or updates the target's tip link; the amounts go through the integrations page's rules. */
export function upsertDonationLink(store: SandboxStore, request: DonationRequest, livemode: boolean): LinkRecord {
  const currency = currencyById(CURRENCY.abt);
  const checked = validateDonationSettings(
    { ...request.amount, btnText: '', thankYou: '', beneficiaries: request.beneficiaries.map((b) => ({ name: b.name ?? '', address: b.address, share: b.share ?? '', url: '' })) },
    currency?.maximum_precision ?? 6,
  );
  if (!checked.ok) throw refuseInvalid(Object.entries(checked.errors).map(([path, error]) => ({ path, message: error.message ?? error.key })));
  const { amount } = checked.value;
  const valid = { presets: [...amount.presets], preset: amount.preset ?? '', minimum: amount.minimum, maximum: amount.maximum ?? '', custom: amount.custom };
  return store.update((d) => writeDonationLink(d, { ...request, amount: valid }, livemode));
}

/** Writes the link of checked settings (the scenarios seed the example target with it too). */
export function writeDonationLink(d: SandboxData, request: DonationRequest, livemode: boolean): LinkRecord {
  const { amount } = request;
  const currency = currencyById(CURRENCY.abt);
  const first = amount.preset || amount.presets[0] || amount.minimum;
  const id = donationLinkId(request.target);
  const base = d.prices[PRICE.tip];
  if (!base) throw refuse(500, 'The tip price is missing from the catalogue');
  // Each target's link carries its own copy of the tip price with its own bounds, so one
  // article's range never changes another's.
  const price = { ...base, custom_unit_amount: { enabled: true, preset: first, presets: amount.presets, minimum: amount.minimum, ...(amount.maximum ? { maximum: amount.maximum } : {}) } };
  const previous = d.links[id];
  const link: LinkRecord = {
    id,
    name: request.title || previous?.name || 'Tip',
    active: true,
    livemode,
    submit_type: 'donate',
    donation_settings: {
      amount: { presets: amount.presets, preset: amount.preset || null, custom: amount.custom, minimum: amount.minimum, maximum: amount.maximum || null },
      beneficiaries: request.beneficiaries.length > 0 ? request.beneficiaries : (previous?.donation_settings?.beneficiaries ?? []),
      history_type: 'avatar',
    },
    after_completion: previous?.after_completion ?? { type: 'hosted_confirmation', hosted_confirmation: { custom_message: null } },
    metadata: { target: request.target, description: request.description, reference: request.reference },
    _sandbox: {
      mode: 'payment',
      currency_id: CURRENCY.abt,
      line_items: [{ id: `li_${id}_0`, price_id: price.id, price, quantity: 1, custom_amount: fromTokenToUnit(first, currency?.decimal ?? 18) }],
      extra: { submit_type: 'donate' },
    },
  };
  d.links = { ...d.links, [id]: link };
  return link;
}

interface Supporter {
  id: string;
  name: string;
  did: string;
  avatar: string | null;
  /** Smallest unit of `currency_id`. */
  amount_total: string;
  currency_id: string;
  /** Unix seconds. */
  created_at: number;
}

/** The target's supporters, newest first, and the total they gave (smallest unit). */
export function supportersOf(data: SandboxData, target: string, livemode: boolean) {
  const linkId = donationLinkId(target);
  const link = data.links[linkId];
  const supporters: Supporter[] = Object.values(data.sessions)
    .filter((s) => s.payment_link_id === linkId && s.status === 'complete' && s.payment_status === 'paid' && (s.livemode ?? true) === livemode)
    .map((s) => {
      const customer = s._sandbox?.customerId ? data.customers[s._sandbox.customerId] : undefined;
      return {
        id: s.id,
        name: customer?.name || 'Anonymous',
        did: customer?.did ?? '',
        avatar: null,
        amount_total: s.amount_total ?? '0',
        currency_id: s.currency_id ?? CURRENCY.abt,
        created_at: typeof s.created_at === 'number' ? s.created_at : 0,
      };
    })
    .sort((a, b) => b.created_at - a.created_at || b.id.localeCompare(a.id));
  const total = supporters.reduce((sum, s) => sum.plus(s.amount_total), new Big(0)).toFixed();
  return { supporters, total, currency_id: link?._sandbox.currency_id ?? CURRENCY.abt, payment_link_id: link ? link.id : null };
}
