// Portal settings: auto top-up off and on (with usage that triggers it), donation settings
// active and inactive (owner/admin), and the credit charts over a long history.
import type { SettingsRecord } from '@domain/model';
import { CURRENCY } from '../catalog/currencies';
import { DID, customerIdOf } from '../catalog/identities';
import { PRICE } from '../catalog/prices';
import type { SandboxData } from '../model';
import { DAY } from './build';
import type { Scenario } from './scenario';

const group = 'Portal: settings';

/** The mount locations of the seeded donation settings records. */
export const DONATION_MOUNT = { active: 'sandbox-blog-tips', inactive: 'sandbox-docs-tips' } as const;

function donationRecord(id: string, mountLocation: string, active: boolean, linkId: string, description: string): SettingsRecord {
  return {
    id,
    type: 'donate',
    active,
    livemode: true,
    mount_location: mountLocation,
    description,
    component_did: 'z8iZsandboxBlogComponentXXXXXXXXXXXXX',
    settings: {
      payment_link_id: linkId,
      amount: { presets: ['1', '5', '10'], preset: '5', custom: true, minimum: '0.5', maximum: '100' },
      btn_text: 'Tip',
      thank_you: '',
      beneficiaries: [],
    },
  };
}

const seedDonationSettings = (d: SandboxData) => {
  const records = [
    donationRecord('setting_sbx_blog_tips', DONATION_MOUNT.active, true, 'plink_sbx_donation', 'Tips under every blog post'),
    donationRecord('setting_sbx_docs_tips', DONATION_MOUNT.inactive, false, 'plink_sbx_donation_shared', 'Tips on the documentation pages'),
  ];
  d.settingsRecords = [...d.settingsRecords.filter((r) => !records.some((s) => s.id === r.id)), ...records];
};

export const portalSettings: Scenario[] = [
  {
    id: 'auto-top-up-off',
    group,
    title: 'Auto top-up: set it up',
    description: 'Lena has credits and no auto top-up yet: turn it on from the Credits section, pay by card (4242…) or authorise the wallet.',
    identity: 'ledger',
    path: '/customer',
    seed: (d, now) => {
      d.autoTopUps.arc_sbx_ledger = {
        id: 'arc_sbx_ledger',
        customer_id: customerIdOf(DID.ledger),
        enabled: false,
        threshold: '50',
        currency_id: CURRENCY.credit,
        recharge_currency_id: CURRENCY.usd,
        price_id: PRICE.creditPack,
        quantity: 1,
        payment_method_id: 'pm_stripe',
        payer: null,
        daily_limits: { max_amount: '0', max_attempts: 0 },
        created_at: now - 30 * DAY,
        updated_at: now - 30 * DAY,
      };
    },
  },
  {
    id: 'auto-top-up-on',
    group,
    title: 'Auto top-up: on, with usage',
    description: 'Alice’s auto top-up buys 1000 credits by card when her credits drop below 100; “Use credits” in the Credits section spends some and shows the purchase.',
    identity: 'customer',
    path: '/customer',
    // The config itself is seeded by the portal billing scenario 'auto-top-up'.
    seed: () => {},
  },
  {
    id: 'donation-settings',
    group,
    title: 'Donation settings (admin)',
    description: 'Edit the blog’s tips: presets, custom range, button and thank-you texts, beneficiaries; the donation link plink_sbx_donation shows the change.',
    identity: 'admin',
    path: '/integrations/donations',
    seed: seedDonationSettings,
  },
  {
    id: 'donation-settings-inactive',
    group,
    title: 'Donation settings: enable (owner)',
    description: 'The documentation’s tips are not enabled: the owner enables them and chooses to configure now or later.',
    identity: 'owner',
    path: '/integrations/donations',
    seed: () => {},
  },
];
