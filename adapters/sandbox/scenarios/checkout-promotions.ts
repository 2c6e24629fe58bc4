// Promotion codes on the checkout (issue 30 item 2): sessions that allow them, and the codes to
// try (adapters/sandbox/catalog/promotions.ts). Codes are case-insensitive; a payer must sign in.
import { CURRENCY } from '../catalog/currencies';
import { PRICE } from '../catalog/prices';
import { addSession, checkoutPath } from './build';
import type { Scenario } from './scenario';

const group = 'Promotion codes';
const CODES =
  'Try SAVE20 (20% off forever), HALFOFF (50% once), THREEMONTHS (10% for 3 months), FIVEOFF (5 ABT, 5 TBA or 5 USD off), USDONLY (3 USD off: refused in ABT and TBA, dropped on a switch away from USD), BIGORDER (needs 1000 ABT); refused: EXPIRED, LASTYEAR (coupon expired), USEDUP (usage limit), PAUSED (inactive), NOPE (does not exist).';

export const checkoutPromotions: Scenario[] = [
  {
    id: 'promotion-one-time',
    group,
    title: 'Promotion code on a one-time payment',
    description: `The e-book (5 ABT, 5 TBA, 4.99 USD) with "Add promotion code". ${CODES}`,
    identity: 'customer',
    path: checkoutPath('cs_sbx_promotion'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_promotion', prices: [PRICE.ebook], extra: { allow_promotion_codes: true } }),
  },
  {
    id: 'promotion-subscription',
    group,
    title: 'Promotion code on a subscription (stake untouched)',
    description: `A monthly plan paid with the wallet: the discount comes off the amount due now, never the stake. ${CODES}`,
    identity: 'customer',
    path: checkoutPath('cs_sbx_promotion_subscription'),
    seed: (d, now) =>
      void addSession(d, now, {
        id: 'cs_sbx_promotion_subscription',
        mode: 'subscription',
        prices: [PRICE.proMonthly],
        currency: CURRENCY.abt,
        extra: { allow_promotion_codes: true },
      }),
  },
  {
    id: 'promotion-guest',
    group,
    title: 'Promotion code, signed out',
    description: 'The e-book with promotion codes allowed, for a guest: the checkout asks to sign in before a code can be added.',
    identity: 'guest',
    path: checkoutPath('cs_sbx_promotion_guest'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_promotion_guest', prices: [PRICE.ebook], extra: { allow_promotion_codes: true } }),
  },
];
