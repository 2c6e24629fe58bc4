import type { CheckoutApi } from '@machines/ports';
import { checkPaidActor } from '../checkout-completion/check-paid';

/** `cardPaymentMachine.provide({ actors: cardPaymentActors(ports) })`: asks the server whether the session is paid. */
export function cardPaymentActors(ports: { checkout: CheckoutApi }) {
  return { checkPaid: checkPaidActor(ports) };
}
