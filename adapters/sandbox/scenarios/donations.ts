// Donation links (tips): presets, custom and random amount, one or several beneficiaries.
// Payment links start a new session each time they are opened.
import type { PaymentLink } from '@domain/model';
import { CURRENCY } from '../catalog/currencies';
import { PRICE } from '../catalog/prices';
import type { LinkRecord, SandboxData } from '../model';
import { item } from './build';
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
    seed: (d) =>
      addDonationLink(d, 'plink_sbx_donation', [{ address: 'z1SandboxAuthorXXXXXXXXXXXXXXXXXXXXX', share: '100', name: 'Ada Author', avatar: avatar('A', '#7c3aed'), url: 'https://example.com/ada' }], 'Thank you for supporting Ada!'),
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
