import { createActor } from 'xstate';
import { checkoutSubmitImplementations } from '@machines/checkout-submit/checkout-submit.actors';
import { checkoutSubmitMachine } from '@machines/checkout-submit/checkout-submit.machine';
import type { CheckoutSubmitInput } from '@machines/checkout-submit/checkout-submit.setup';
import { checkoutSubmitView } from '@machines/checkout-submit/checkout-submit.view';
import type { Ports } from '@machines/ports';
import { inspection } from '../-inspector/machine-inspection';

// Loaded right after the form first shows (useSubmitFlow): the submission, fast-pay and
// completion machines and the form validators are not needed to see the checkout.

/** A started submission actor of one checkout, wired to the ports. */
export const startSubmitActor = (ports: Ports, input: CheckoutSubmitInput) =>
  createActor(checkoutSubmitMachine.provide(checkoutSubmitImplementations(ports)), { input, ...inspection() }).start();

export type SubmitActor = ReturnType<typeof startSubmitActor>;

export { checkoutSubmitView };
