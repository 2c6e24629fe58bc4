import type { CheckoutSession, PaymentLink } from '@domain/model';
import { platformGlobals } from '@adapters/http/platform-globals';

/** A tip: the session says donate, or it came from a link with donation settings. */
export const isDonation = (session: CheckoutSession, link: PaymentLink | null | undefined): boolean =>
  session.mode === 'donation' || session.submit_type === 'donate' || Boolean(link?.donation_settings);

/** The site's name from the platform globals (the payee when products name none). */
export const appName = (fallback: string): string => platformGlobals().blocklet?.appName ?? fallback;
