// What must hold in each fast-pay state (docs/spec/checkout-and-billing.md §4): the confirmation
// dialog shows the payer, the amount and the balance of the input while it waits for the payer;
// it is busy while the confirmation or the paid check runs; it closes with the outcome the
// answers say: cancelled, paid, not paid (wallet next), or failed only after the server said the
// session is not paid.
import BigNumber from 'bignumber.js';
import type { EventObject } from 'xstate';
import { defineOracle, type OracleStep } from '@machines/test-kit/oracle';
import { fastPayView } from './fast-pay.view';
import type { FastPayInput } from './fast-pay.types';

type Snapshot = Parameters<typeof fastPayView>[0];

/** The view's facts plus the outcome the submit machine routes on. */
const observe = (snapshot: Snapshot) => {
  const view = fastPayView(snapshot);
  const output = snapshot.output as { outcome?: string; message?: string } | undefined;
  return { ...view, outcome: output?.outcome ?? null, message: output?.message ?? null };
};

const last = (events: readonly EventObject[]) => events.at(-1) as (EventObject & { output?: unknown }) | undefined;

/** The outcome the spec gives to what happened: the last answer decides. */
function outcomeOf(events: readonly EventObject[]): string {
  const event = last(events);
  if (event?.type === 'user.cancel') return 'cancelled';
  if (event?.type === 'xstate.done.actor.fastCheckoutConfirm') return (event.output as { fastPaid: boolean }).fastPaid ? 'paid' : 'notPaid';
  if (event?.type === 'xstate.done.actor.checkPaid') return event.output === true ? 'paid' : 'failed';
  return 'failed';
}

/** A failure reports what the lost confirmation said, for the form's error line. */
const failureText = (events: readonly EventObject[]) =>
  (events.find((event) => event.type === 'xstate.error.actor.fastCheckoutConfirm') as { error?: Error } | undefined)?.error?.message ?? null;

/** The dialog's text for the input: the token amounts in the currency's own decimals, symbol apart. */
const shown = ({ input }: OracleStep<Snapshot>) => {
  const { kind, info, currency } = input as FastPayInput;
  const tokens = (unit: string | null | undefined) => (unit ? new BigNumber(unit).shiftedBy(-currency.decimal).toFixed() : null);
  return { kind, payer: info?.payer ?? null, amount: tokens(info?.amount), balance: tokens(info?.token?.balance), symbol: currency.symbol };
};

export const fastPayOracle = defineOracle({
  observe,
  describe: { open: 'the confirmation dialog is open', confirming: 'the confirm button is busy', amount: 'the amount shown', outcome: 'the result', message: 'the error the form shows' },
  states: {
    'fastPay.confirm': (step) => ({ ...shown(step), open: true, confirming: false, outcome: null }),
    'fastPay.confirming': (step) => ({ ...shown(step), open: true, confirming: true, outcome: null }),
    'fastPay.checking': () => ({ open: true, confirming: true, outcome: null }),
    'fastPay.done': ({ events }) => ({ open: false, confirming: false, outcome: outcomeOf(events), message: outcomeOf(events) === 'failed' ? failureText(events) : null }),
  },
});
