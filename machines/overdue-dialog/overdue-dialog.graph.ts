// The overdue dialog machine for path generation: inert actors and event payloads that reach
// every branch. Shared by its path test, the QA CLI and the coverage gate (machines/registry.ts).
import { fromPromise } from 'xstate';
import type { OverdueResponse } from '@domain/model';
import type { OverdueTarget, WalletOutcome, WalletRequest } from '@machines/ports';
import { defineGraph } from '@machines/test-kit/machine-graph';
import { recordInContext } from '@machines/test-kit/record-in-context';
import { makeOverdue, summaryWithCard } from '@test/fixtures/billing';
import { makeCurrency, USD_ID } from '@test/fixtures/checkout';
import { overdueDialogMachine, type OverdueDialogContext } from './overdue-dialog.machine';
import { overdueDialogOracle } from './overdue-dialog.oracle';

// Two wallet currencies (so one paying leaves the other not payable) and a card one.
const due = makeOverdue({
  summary: {
    ...summaryWithCard(),
    pc_tba: { amount: '2500000000000000000', currency: makeCurrency({ id: 'pc_tba', symbol: 'TBA', name: 'TBA' }), method: { id: 'pm_arcblock', type: 'arcblock', name: 'ArcBlock' } },
  },
});
// A later answer: the card and TBA invoices were paid meanwhile, ABT is left.
const partlyPaid = makeOverdue();
const nothingDue = makeOverdue({ summary: {}, invoices: [] });
const answers = (id: string) => [
  { type: `xstate.done.actor.${id}`, output: due },
  { type: `xstate.done.actor.${id}`, output: nothingDue },
  ...(id === 'loadOverdue' ? [] : [{ type: `xstate.done.actor.${id}`, output: partlyPaid }]),
];
const failure = (id: string) => [{ type: `xstate.error.actor.${id}`, error: new Error('down') }];
const wallet = (outcome: WalletOutcome) => ({ type: 'xstate.done.actor.collectBatch', output: outcome });

const events = {
  'xstate.done.actor.loadOverdue': answers('loadOverdue'),
  'xstate.error.actor.loadOverdue': failure('loadOverdue'),
  'xstate.done.actor.refetchOverdue': answers('refetchOverdue'),
  'xstate.error.actor.refetchOverdue': failure('refetchOverdue'),
  'xstate.done.actor.pollOverdue': answers('pollOverdue'),
  'xstate.error.actor.pollOverdue': failure('pollOverdue'),
  'xstate.done.actor.collectBatch': [
    wallet({ status: 'approved' }),
    wallet({ status: 'cancelled' }),
    wallet({ status: 'declined' }),
  ],
  'xstate.error.actor.collectBatch': failure('collectBatch'),
  'user.pay': [
    { type: 'user.pay', currencyId: 'pc_abt' },
    { type: 'user.pay', currencyId: USD_ID },
  ],
  'ws.invoicePaid': [
    {
      type: 'ws.invoicePaid',
      data: { customer_id: 'cus_1', subscription_id: 'sub_1', currency_id: 'pc_abt' },
    },
    {
      type: 'ws.invoicePaid',
      data: { customer_id: 'cus_1', subscription_id: 'sub_other', currency_id: 'pc_abt' },
    },
    // Another customer's invoice of this subscription: for this dialog only when it is opened for the subscription.
    {
      type: 'ws.invoicePaid',
      data: { customer_id: 'cus_other', subscription_id: 'sub_1', currency_id: 'pc_abt' },
    },
  ],
};

const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));

export const overdueDialogGraph = defineGraph({
  machine: overdueDialogMachine.provide({
    actors: {
      loadOverdue: never<OverdueResponse, { target: OverdueTarget | null }>(),
      connectWallet: never<WalletOutcome, WalletRequest>(),
    },
    // The toasts, in order, for the oracle.
    actions: { notify: recordInContext('notices') },
  }),
  options: {
    input: { subscriptionId: 'sub_1' },
    events,
    simplePaths: false,
    // canPay reads the per-currency status.
    serializeContext: (context: OverdueDialogContext) => context.statuses,
  },
  oracle: overdueDialogOracle,
});

