// Payer-facing polish (docs/checkout-payer.md): product names with long words on a 375 px screen.
import type { Price } from '@domain/model';
import { CURRENCY } from '../catalog/currencies';
import { PRICE } from '../catalog/prices';
import { addSession, checkoutPath } from './build';
import type { Scenario } from './scenario';

export const LONG_NAMES = {
  hyphenated: 'Payment Patterns (e-book) with the Cross-Chain Settlement Handbook',
  // One word wider than a phone screen: it must wrap inside itself rather than push the page sideways.
  longWord: 'Internationalization-and-Localization-Toolkit-Multiregion-Enterprise-Edition',
} as const;

/** A copy of a catalogue price under another product name. */
function renamed(base: Price, id: string, name: string): Price {
  return { ...base, id, product_id: `prod_${id}`, product: { ...base.product!, id: `prod_${id}`, name } };
}

export const checkoutPayer: Scenario[] = [
  {
    id: 'long-product-names',
    group: 'Cart and form',
    title: 'Long product names',
    description:
      'Two products with long words in their names: on a 375 px screen they wrap between words, never inside one, and a word wider than the screen wraps instead of overflowing.',
    identity: 'customer',
    path: checkoutPath('cs_sbx_long_names'),
    seed: (d, now) => {
      const ebook = d.prices[PRICE.ebook]!;
      const hyphenated = renamed(ebook, 'price_long_hyphenated', LONG_NAMES.hyphenated);
      const longWord = renamed(ebook, 'price_long_word', LONG_NAMES.longWord);
      d.prices = { ...d.prices, [hyphenated.id]: hyphenated, [longWord.id]: longWord };
      addSession(d, now, { id: 'cs_sbx_long_names', prices: [hyphenated.id, longWord.id], currency: CURRENCY.abt });
    },
  },
];
