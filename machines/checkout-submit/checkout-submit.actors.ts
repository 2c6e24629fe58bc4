import { fromPromise } from 'xstate';
import { fromCancellablePromise } from '@machines/cancellable-promise';
import type { CheckoutSubmitResponse, SessionUser } from '@domain/model';
import type {
  Analytics,
  CheckoutApi,
  Notice,
  Notifier,
  RealtimePort,
  SessionPort,
  WalletOutcome,
  WalletPort,
  WalletRequest,
} from '@machines/ports';
import { checkoutCompletionActors } from '../checkout-completion/checkout-completion.actors';
import { checkoutCompletionMachine } from '../checkout-completion/checkout-completion.machine';
import { cardPaymentActors } from '../card-payment/card-payment.actors';
import { cardPaymentMachine } from '../card-payment/card-payment.machine';
import { fastPayActors } from '../fast-pay/fast-pay.actors';
import { fastPayMachine } from '../fast-pay/fast-pay.machine';
import type { SubmitArgs } from './checkout-submit.setup';

/**
 * The submit machine's implementations over the ports, for the composition root:
 * `checkoutSubmitMachine.provide(checkoutSubmitImplementations(ports))`.
 */
export function checkoutSubmitImplementations(ports: {
  checkout: CheckoutApi;
  wallet: WalletPort;
  session: SessionPort;
  realtime: RealtimePort;
  notifier: Notifier;
  analytics: Analytics;
}) {
  return {
    actors: {
      login: fromPromise<SessionUser | null>(() => ports.session.login()),
      submitCheckout: fromPromise<CheckoutSubmitResponse, SubmitArgs>(({ input }) =>
        ports.checkout.submit(input.sessionId, input.values, { donation: input.donation, kind: input.kind }),
      ),
      connectWallet: fromCancellablePromise<WalletOutcome, WalletRequest>(({ input, signal }) =>
        ports.wallet.connect(input, signal),
      ),
      fastPay: fastPayMachine.provide({ actors: fastPayActors(ports) }),
      cardPayment: cardPaymentMachine.provide({ actors: cardPaymentActors(ports) }),
      completion: checkoutCompletionMachine.provide({ actors: checkoutCompletionActors(ports) }),
    },
    actions: {
      notify: (_: unknown, notice: Notice) => ports.notifier.notify(notice),
      track: (
        _: unknown,
        event: { name: 'paySuccess' | 'payFailed'; data: Readonly<Record<string, unknown>> },
      ) => ports.analytics.track(event.name, event.data),
    },
  };
}
