import { fromCallback, type EventObject } from 'xstate';
import { fromCancellablePromise } from '@machines/cancellable-promise';
import type { RetrieveCheckoutResponse } from '@domain/model';
import type { CheckoutApi, RealtimePort } from '@machines/ports';

/**
 * The completion machine's actors over the ports, for the composition root:
 * `checkoutCompletionMachine.provide({ actors: checkoutCompletionActors(ports) })`.
 */
export function checkoutCompletionActors(ports: { checkout: CheckoutApi; realtime: RealtimePort }) {
  return {
    retrieveSession: fromCancellablePromise<RetrieveCheckoutResponse, { sessionId: string }>(({ input, signal }) =>
      ports.checkout.retrieve(input.sessionId, signal),
    ),
    watchSessionCompleted: fromCallback<EventObject>(({ sendBack }) =>
      ports.realtime.subscribe((event) => {
        if (event.type === 'checkout.session.completed')
          sendBack({ type: 'ws.sessionCompleted', sessionId: event.data.id });
      }),
    ),
  };
}
