// The machine registry: every machine of the app, with the graph fixture its path test uses.
// The QA command (`npm run qa`), the coverage gate (machines/registry.test.ts), the HTML report
// and docs/machines.md are all generated from this list, so an entry here is all a machine
// needs to get them. machines/registry.test.ts fails when a folder under machines/ has none.
//
// HOW TO ADD A MACHINE (one entry, alphabetical by folder; the folder's files are MACHINE_FILES below):
//   1. Create machines/<folder>/<folder>.graph.ts exporting
//        export const <camelName>Graph = defineGraph({ machine: <machine>.provide({ actors: inert }), options: { input, events, ... } });
//      (defineGraph from '@machines/test-kit/machine-graph'; move the machine + options your
//      <folder>.paths.test.ts passes to expectFullCoverage there, and let the test import it.)
//   2. Add here:
//        { folder: '<folder>', summary: '<one line: what it models>',
//          load: () => import('./<folder>/<folder>.graph').then((m) => m.<camelName>Graph) },
//   3. Run `npx vitest run machines/registry.test.ts` and `npm run qa -- docs` (refreshes docs/machines.md).
// This file is QA tooling: the app never imports it (it imports test fixtures).
import type { MachineGraph } from './test-kit/machine-graph';

/** A walk of the machine's generated paths through the real UI (Playwright). */
export interface UiWalk {
  /** The Playwright spec that walks the paths, relative to the repository root. */
  spec: string;
  /** The Playwright config that runs it on its own build and port. */
  config: string;
}

export interface RegistryEntry {
  /** The folder under machines/: also the machine's name in the QA command. */
  folder: string;
  summary: string;
  /** The machine with inert actors and the path options (lazy: the CLI loads only what it shows). */
  load: () => Promise<MachineGraph>;
  uiWalk?: UiWalk;
}

export const machineRegistry: readonly RegistryEntry[] = [
  {
    folder: 'app-review',
    summary: 'Store app review: the seven review states, actions guarded by role and state, confirm reject/cancel, reload on the server answer or a relay event.',
    load: () => import('./app-review/app-review.graph').then((m) => m.appReviewGraph),
    uiWalk: { spec: 'e2e/store-paths/review-paths.spec.ts', config: 'e2e/store-paths/playwright.config.ts' },
  },
  {
    folder: 'auto-top-up',
    summary: 'The auto top-up settings dialog: load, edit, validate, save; a card set-up or the wallet auto-recharge-auth when no payer is authorised, polled every 2 s for 3 min; switching off saves at once.',
    load: () => import('./auto-top-up/auto-top-up.graph').then((m) => m.autoTopUpGraph),
  },
  {
    folder: 'card-payment',
    summary: 'The card confirmation: confirm, a refusal back to the form, a lost or broken answer checked with the server before any retry.',
    load: () => import('./card-payment/card-payment.graph').then((m) => m.cardPaymentGraph),
  },
  {
    folder: 'checkout-completion',
    summary: 'After a payment: polls the session every 2 s for 3 minutes or ends on checkout.session.completed.',
    load: () => import('./checkout-completion/checkout-completion.graph').then((m) => m.checkoutCompletionGraph),
  },
  {
    folder: 'checkout-session',
    summary: 'Loads the checkout session (skeleton, error, expired, empty, completed, ready) and applies line-item changes.',
    load: () => import('./checkout-session/checkout-session.graph').then((m) => m.checkoutSessionGraph),
  },
  {
    folder: 'checkout-submit',
    summary: 'One submission: login, validation, submit, credit confirm, fast pay, wallet, card step, overdue dialog, completion.',
    load: () => import('./checkout-submit/checkout-submit.graph').then((m) => m.checkoutSubmitGraph),
    uiWalk: { spec: 'e2e/checkout-paths/submit-paths.spec.ts', config: 'e2e/checkout-paths/playwright.config.ts' },
  },
  {
    folder: 'donation-amount',
    summary: 'The donation amount: presets, a custom amount within the limits, a random amount, remembered choice.',
    load: () => import('./donation-amount/donation-amount.graph').then((m) => m.donationAmountGraph),
  },
  {
    folder: 'fast-pay',
    summary: 'Fast pay with a token allowance or credits: confirm, then paid, not paid, cancelled or failed.',
    load: () => import('./fast-pay/fast-pay.graph').then((m) => m.fastPayGraph),
  },
  {
    folder: 'overdue-dialog',
    summary: 'The overdue invoices dialog: load, pay per currency by wallet or card, refetch and poll until paid.',
    load: () => import('./overdue-dialog/overdue-dialog.graph').then((m) => m.overdueDialogGraph),
  },
  {
    folder: 'route-progress',
    summary: 'The route progress bar: shows for a navigation pending over 500 ms, at least 250 ms, then full for 100 ms.',
    load: () => import('./route-progress/route-progress.graph').then((m) => m.routeProgressGraph),
  },
  {
    folder: 'session',
    summary: 'The visitor session: load, redirect login back to the page, blocked → Forbidden, logout → site root, livemode sync.',
    load: () => import('./session/session.graph').then((m) => m.sessionGraph),
  },
  {
    folder: 'subscription-lifecycle',
    summary: 'A subscription on its portal page: trialing, active, past due, cancel scheduled, cancelled; cancel, resume (re-stake), change plan (a quote for its time, applied only once paid; a declined or abandoned payment drops it), change payment method.',
    load: () => import('./subscription-lifecycle/subscription-lifecycle.graph').then((m) => m.subscriptionLifecycleGraph),
    uiWalk: { spec: 'e2e/portal-paths/lifecycle-paths.spec.ts', config: 'e2e/portal-paths/playwright.config.ts' },
  },
];

/**
 * The files of every machine folder (machines/<name>/<name>.<suffix>), checked by
 * machines/registry.test.ts and described in docs/machines.md "The files of a machine".
 */
export const MACHINE_FILES = ['types.ts', 'machine.ts', 'actors.ts', 'view.ts', 'oracle.ts', 'graph.ts', 'test.ts', 'paths.test.ts'] as const;

/** A required file a machine does without, and why it makes no sense there. */
export const MISSING_FILE_REASONS: Readonly<Record<string, string>> = {
  'route-progress.actors.ts': 'no I/O: its only inputs are router events and its own timers',
  'session.actors.ts': 'its actors are the platform session adapter, provided in routes/-app/session-runtime.ts',
};

/** The folders under machines/ that hold no machine. */
export const NOT_MACHINES = ['test-kit'];

export const findMachine = (folder: string) => machineRegistry.find((entry) => entry.folder === folder);
