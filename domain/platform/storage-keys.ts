// Browser storage keys the real product uses; kept identical so a user's saved choices carry over.

export const EMBED_MODE_KEY = 'blocklet-ui-react-embed-mode';
export const EMBED_MODE_ON = '1';
export const INVITER_KEY = 'inviter';

/** The currency a user chose last: payment-currency-preference:{did}. */
export const currencyPreferenceKey = (did: string): string => `payment-currency-preference:${did}`;

/** The remembered donation preset, per user when signed in. */
export const donationPresetKey = (did?: string | null): string => (did ? `payment-donation-preset:${did}` : 'payment-donation-preset');

/** The remembered custom donation amount, per user when signed in. */
export const donationCustomAmountKey = (did?: string | null): string =>
  did ? `payment-donation-custom-amount:${did}` : 'payment-donation-custom-amount';

/** The embed flag hides the header (and footer) when its stored value is 1. */
export const isEmbedMode = (stored: string | null | undefined): boolean => stored === EMBED_MODE_ON;

/** Local-storage key of the livemode flag (docs/spec/checkout-and-billing.md §9: default true). */
export const LIVEMODE_KEY = 'livemode';

/** The livemode flag defaults to true; only the stored text 'false' turns it off. */
export const readLivemode = (stored: string | null | undefined): boolean => stored !== 'false';
