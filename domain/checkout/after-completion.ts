import { safeReturnPath } from '../navigation';
import type { PaymentLink } from '@domain/model';

export interface RedirectPolicy {
  /** The page's origin: same-origin targets are always allowed. */
  origin: string;
  /** Other origins the site explicitly trusts (e.g. from the platform's settings). */
  allowedOrigins?: readonly string[] | undefined;
}

/**
 * Where to send the payer after a completed checkout, if the payment link asks for a redirect
 * and the target is safe: same origin or an explicitly allowed one, http(s) only. Anything else
 * (another site, javascript: URLs, garbage) stays on the success page.
 */
export function afterCompletionRedirect(link: PaymentLink | null | undefined, policy: RedirectPolicy): string | null {
  const completion = link?.after_completion;
  const raw = completion?.redirect?.url;
  if (!raw || (completion?.type && completion.type !== 'redirect')) return null;
  // The one return-URL rule decides; a same-origin answer is a path, made absolute here.
  const safe = safeReturnPath(raw, policy);
  return safe === null ? null : new URL(safe, policy.origin).toString();
}

/** The payment link's own thank-you text, when it has one. */
export const customConfirmationMessage = (link: PaymentLink | null | undefined): string | null =>
  link?.after_completion?.hosted_confirmation?.custom_message?.trim() || null;
