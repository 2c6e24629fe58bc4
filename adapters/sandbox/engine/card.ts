// The sandbox's stand-in for the card provider: confirms an intent with a Stripe test number.
// 4242… succeeds, 4000…0002 declines, 4000 0025 0000 3155 needs authentication first.
import { refuse } from './errors';
import type { IntentRecord } from '../model';
import type { SandboxStore } from '../state';
import { authorizeAutoTopUp } from './auto-top-up';
import { completeCheckout } from './fulfil';
import { setupSucceeded } from './payment-method';

export const TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  authenticate: '4000002500003155',
} as const;

export const DECLINED_MESSAGE = 'Your card was declined.';
export const AUTH_FAILED_MESSAGE = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

export type CardConfirmAnswer =
  | { status: 'succeeded'; intentId: string }
  | { status: 'requires_action'; intentId: string }
  | { status: 'failed'; intentId: string; message: string; code: string };

function intentBySecret(store: SandboxStore, clientSecret: string): IntentRecord {
  const intent = Object.values(store.read().intents).find((i) => i._sandbox.clientSecret === clientSecret);
  if (!intent) throw refuse(404, 'No such payment intent');
  return intent;
}

function save(store: SandboxStore, intent: IntentRecord) {
  store.update((d) => {
    d.intents = { ...d.intents, [intent.id]: intent };
  });
}

function succeed(store: SandboxStore, intent: IntentRecord): CardConfirmAnswer {
  save(store, { ...intent, status: 'succeeded', amount_received: intent.amount ?? '0', last_payment_error: null });
  const purpose = intent._sandbox.purpose;
  if (purpose.kind === 'checkout') {
    completeCheckout(store, purpose.sessionId, intent.id);
  } else if (purpose.kind === 'auto-top-up') {
    authorizeAutoTopUp(store, purpose.configId, purpose.payer);
  } else {
    // The card works: only now does it become the subscription's method (and its currency).
    setupSucceeded(store, intent);
  }
  return { status: 'succeeded', intentId: intent.id };
}

// A failed card leaves the intent in requires_action with last_payment_error: what the checkout's
// completion polling reads as "payment failed" (toast + payFailed).
function fail(store: SandboxStore, intent: IntentRecord, message: string, code: string): CardConfirmAnswer {
  save(store, { ...intent, status: 'requires_action', last_payment_error: { message, code } });
  return { status: 'failed', intentId: intent.id, message, code };
}

export function confirmCard(store: SandboxStore, clientSecret: string, cardNumber: string): CardConfirmAnswer {
  const intent = intentBySecret(store, clientSecret);
  if (intent.status === 'succeeded') return { status: 'succeeded', intentId: intent.id };
  // A set-up replaced by a newer one (change-payment started again) cannot be confirmed.
  if (intent.status === 'canceled' && intent._sandbox.purpose.kind === 'change-payment') throw refuse(400, 'This set-up was replaced by a newer one. Please start again.', 'setup_intent_unexpected_state');
  const digits = cardNumber.replace(/\D/g, '');
  if (digits === TEST_CARDS.success) return succeed(store, intent);
  if (digits === TEST_CARDS.decline) return fail(store, intent, DECLINED_MESSAGE, 'card_declined');
  if (digits === TEST_CARDS.authenticate) {
    save(store, { ...intent, status: 'requires_action', last_payment_error: null });
    return { status: 'requires_action', intentId: intent.id };
  }
  return fail(store, intent, 'Your card was declined. Your request was in test mode, but used a non test card.', 'card_declined');
}

export function authenticateCard(store: SandboxStore, clientSecret: string, approved: boolean): CardConfirmAnswer {
  const intent = intentBySecret(store, clientSecret);
  return approved ? succeed(store, intent) : fail(store, intent, AUTH_FAILED_MESSAGE, 'payment_intent_authentication_failure');
}
