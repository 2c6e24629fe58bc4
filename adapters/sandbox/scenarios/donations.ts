// Donation links (tips): presets, custom and random amount, one or several beneficiaries.
// Payment links start a new session each time they are opened.
import type { PaymentLink } from '@domain/model';
import { CURRENCY } from '../catalog/currencies';
import { PRICE } from '../catalog/prices';
import type { LinkRecord, SandboxData } from '../model';
import { DONATION_DEFAULTS, donationLinkId, writeDonationLink } from '../engine/donations';
import { addSession, item } from './build';
import type { Scenario } from './scenario';

const group = 'Donations';

function addDonationLink(d: SandboxData, id: string, beneficiaries: NonNullable<PaymentLink['donation_settings']>['beneficiaries'], message: string) {
  const link: LinkRecord = {
    id,
    name: 'Tip the author',
    active: true,
    livemode: true,
    submit_type: 'donate',
    donation_settings: {
      amount: { presets: ['1', '5', '10'], preset: '5', custom: true, minimum: '0.5', maximum: '100' },
      beneficiaries: beneficiaries ?? [],
      btn_text: 'Tip',
      history_type: 'avatar',
    },
    after_completion: { type: 'hosted_confirmation', hosted_confirmation: { custom_message: message } },
    metadata: {},
    _sandbox: {
      mode: 'payment',
      currency_id: CURRENCY.abt,
      line_items: [item(d, `cs_${id}`, PRICE.tip, 0, { custom_amount: '5000000000000000000' })],
      extra: { submit_type: 'donate' },
    },
  };
  d.links[id] = link;
}

/** The target of the example host page's article (examples/host/article.html) and its first supporters. */
const EXAMPLE_DONATION_TARGET = 'example-article';

function seedExampleTarget(d: SandboxData, now: number) {
  writeDonationLink(d, { target: EXAMPLE_DONATION_TARGET, title: 'Tip the article', description: '', reference: '', beneficiaries: [], amount: { ...DONATION_DEFAULTS, presets: [...DONATION_DEFAULTS.presets] } }, true);
  const linkId = donationLinkId(EXAMPLE_DONATION_TARGET);
  const supporters = [
    ['Grace Hopper', 'z1SandboxSupporterGraceXXXXXXXXXXXXX', '5', 3],
    ['Linus Lee', 'z1SandboxSupporterLinusXXXXXXXXXXXXX', '1', 2],
    ['Mei Chen', 'z1SandboxSupporterMeiXXXXXXXXXXXXXXX', '10', 1],
  ] as const;
  supporters.forEach(([name, did, tokens, daysAgo], index) => {
    const customerId = `cus_supporter_${index}`;
    d.customers[customerId] = { id: customerId, did, name, email: '', livemode: true };
    const id = `cs_sbx_supporter_${index}`;
    const session = addSession(d, now - daysAgo * 24 * 3600, {
      id,
      prices: [[PRICE.tip, { custom_amount: `${tokens}000000000000000000` }]],
      extra: { payment_link_id: linkId, submit_type: 'donate' },
      internals: { customerId },
    });
    d.sessions[id] = { ...session, status: 'complete', payment_status: 'paid' };
  });
}

const avatar = (seed: string, color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><circle cx="24" cy="24" r="24" fill="${color}"/><text x="24" y="30" font-size="18" text-anchor="middle" fill="#fff" font-family="sans-serif">${seed}</text></svg>`)}`;

export const donations: Scenario[] = [
  {
    id: 'donation',
    group,
    title: 'Donation with one beneficiary',
    description: "Presets 1, 5 (default), 10 ABT, a custom amount between 0.5 and 100, the random amount; the author receives all tips. No login needed: the guest's wallet holds 100 ABT and pays the tip.",
    identity: 'guest',
    path: '/checkout/pay/plink_sbx_donation',
    seed: (d, now) => {
      seedExampleTarget(d, now);
      addDonationLink(d, 'plink_sbx_donation', [{ address: 'z1SandboxAuthorXXXXXXXXXXXXXXXXXXXXX', share: '100', name: 'Ada Author', avatar: avatar('A', '#7c3aed'), url: 'https://example.com/ada' }], 'Thank you for supporting Ada!');
    },
  },
  {
    id: 'donation-shared',
    group,
    title: 'Donation shared by several beneficiaries',
    description: 'Tips are distributed to 3 beneficiaries (50/30/20 %): the benefits panel lists them with a back action.',
    identity: 'customer',
    path: '/checkout/pay/plink_sbx_donation_shared',
    seed: (d) =>
      addDonationLink(
        d,
        'plink_sbx_donation_shared',
        [
          { address: 'z1SandboxAuthorXXXXXXXXXXXXXXXXXXXXX', share: '50', name: 'Ada Author', avatar: avatar('A', '#7c3aed') },
          { address: 'z1SandboxEditorXXXXXXXXXXXXXXXXXXXXX', share: '30', name: 'Eve Editor', avatar: avatar('E', '#0e7490') },
          { address: 'z1SandboxIllustratorXXXXXXXXXXXXXXXX', share: '20', name: 'Ian Illustrator', avatar: avatar('I', '#b45309') },
        ],
        'The team thanks you!',
      ),
  },
];
