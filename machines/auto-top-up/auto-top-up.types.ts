// The auto top-up machine's input, context and events (zag's layout): the machine, its actors and
// its view import them from here.
import type { AutoTopUpDraft, AutoTopUpField, AutoTopUpPayload, AutoTopUpRules } from '@domain/auto-top-up';
import type { AutoTopUpConfig, StripeContext } from '@domain/model';
import type { Invalid } from '@domain/validation';

export interface AutoTopUpInput {
  /** The customer's DID (GET /api/auto-recharge-configs/customer/{did}). */
  did: string;
  /** The credit currency watched. */
  currencyId: string;
  rules: AutoTopUpRules;
}

/** Why an authorisation did not complete: an i18n key of the portalSettings area. */
export type AuthProblem = 'portalSettings.autoTopUp.authDeclined' | 'portalSettings.autoTopUp.authCancelled' | 'portalSettings.autoTopUp.authTimedOut';

export interface AutoTopUpContext {
  did: string;
  currencyId: string;
  rules: AutoTopUpRules;
  config: AutoTopUpConfig | null;
  draft: AutoTopUpDraft;
  errors: Partial<Record<AutoTopUpField, Invalid>>;
  /** A failed call (shown with the error-text rule of docs/spec/checkout-and-billing.md §8). */
  error: unknown;
  /** An authorisation that did not complete. */
  problem: AuthProblem | null;
  payload: AutoTopUpPayload | null;
  /** The card set-up to confirm (a card payer not authorised yet). */
  cardSetup: StripeContext | null;
}

export type AutoTopUpEvent =
  | { type: 'user.edit'; field: Exclude<keyof AutoTopUpDraft, 'enabled'>; value: string }
  | { type: 'user.toggle'; enabled: boolean }
  | { type: 'user.save' }
  | { type: 'user.close' }
  | { type: 'user.retry' }
  | { type: 'card.succeeded' }
  | { type: 'card.failed'; error: unknown };
