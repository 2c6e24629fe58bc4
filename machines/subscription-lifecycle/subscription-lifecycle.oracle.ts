// What must hold in each subscription-lifecycle state (docs/spec/checkout-and-billing.md §4
// "Subscription", §8; docs/reference/payment-react.md): the page shows the phase of the
// subscription the server last answered and offers only that phase's actions (none while a dialog
// or a refresh is under way); a cancel ends cancelled or scheduled, and a cancel whose answer was
// lost reads the subscription again; resuming a revoked stake asks the wallet to stake again; a
// plan change is quoted (the dialog says the amount due today), confirmed at that quote, and takes
// effect only when paid: until the wallet paid and the server shows the new plan, the old plan
// stays, and a declined or abandoned payment drops the change with a notice; an outdated quote is
// quoted again before anyone pays; a payment-method change by card shows the card form.
// The oracle also judges what the page is told (the toasts in order, how often the invoice list
// is read again) and which subscription each call is for, with what it sends (the cancel's
// feedback, the plan and the quote confirmed, the invoice the wallet collects, the currency).
// The expected page is folded from the input and the events the path sent (expected-page.oracle.ts),
// never read from the machine's context, so a machine that takes a step the rules forbid disagrees with it.
import type { Notice } from '@machines/ports';
import { defineOracle, type OracleStep } from '@machines/test-kit/oracle';
import { BUSY, callsOf, currentPlan, OFFERED, otherPlans, pageAfter, phaseOf, type Phase } from './expected-page.oracle';
import { subscriptionLifecycleView } from './subscription-lifecycle.view';

type Snapshot = Parameters<typeof subscriptionLifecycleView>[0];

const KIND: Record<string, string> = { cancel: 'cancel', resume: 'resume', planChange: 'plan', paymentChange: 'payment', payingDue: 'overdue' };

/** The facts a payer sees on the subscription page. */
function facts(oracleStep: OracleStep<Snapshot>) {
  const page = pageAfter(oracleStep);
  const { subscriptionId } = oracleStep.input as { subscriptionId: string };
  const [top = '', dialogStep = null] = page.at.split('.');
  const phase = page.subscription ? phaseOf(page.subscription) : null;
  const inPlan = top === 'planChange';
  return {
    status: top === 'loading' ? 'loading' : top === 'failed' ? 'failed' : 'ready',
    phase,
    plan: currentPlan(page.subscription),
    actions: phase !== null && top === phase ? OFFERED[phase] : [],
    dialog: KIND[top] ?? 'none',
    step: dialogStep,
    busy: BUSY.has(page.at),
    error: page.error,
    selectedPriceId: inPlan ? page.selected : null,
    amountDue: inPlan ? (page.preview?.amount_due ?? null) : null,
    notice: inPlan ? page.notice : null,
    clientSecret: top === 'paymentChange' ? page.clientSecret : null,
    intentType: top === 'paymentChange' ? page.intentType : null,
    notices: page.notices,
    invoicesChanged: page.invoicesChanged,
    calls: callsOf(page, subscriptionId),
    // Cancelled is final: the lifecycle ends and the page stops listening for payments.
    watching: page.at !== 'canceled',
    ...(page.at === 'planChange.choosing' ? { plans: otherPlans(page).map((plan) => plan.id) } : {}),
  };
}

/** The view's facts, flattened the way a person reads the page (and the browser walk reads it); plain strings, as the screen gives them. */
function observe(snapshot: Snapshot) {
  const view = subscriptionLifecycleView(snapshot);
  const { dialog } = view;
  // The graph's calls never answer: each one's input is in its snapshot; the toasts and the
  // invoice-list reads are recorded in the context (subscription-lifecycle.graph.ts).
  const children = (snapshot as unknown as { children: Record<string, { src: unknown; getSnapshot: () => { input?: unknown; status: string } }> }).children;
  const told = snapshot.context as { notices?: Notice[]; invoicesChanged?: number };
  return {
    status: view.status as string,
    phase: view.phase as Phase | null,
    plan: currentPlan(view.subscription),
    actions: view.actions as readonly string[],
    dialog: dialog.kind as string,
    step: ('step' in dialog ? dialog.step : null) as string | null,
    busy: view.busy,
    error: view.error,
    selectedPriceId: dialog.kind === 'plan' ? dialog.selectedPriceId : null,
    amountDue: dialog.kind === 'plan' ? (dialog.preview?.amount_due ?? null) : null,
    notice: dialog.kind === 'plan' ? dialog.notice : null,
    clientSecret: dialog.kind === 'payment' ? dialog.clientSecret : null,
    intentType: dialog.kind === 'payment' ? dialog.intentType : null,
    plans: dialog.kind === 'plan' ? dialog.plans.map((plan) => plan.id) : [],
    notices: told.notices ?? [],
    invoicesChanged: told.invoicesChanged ?? 0,
    calls: Object.fromEntries(
      Object.entries(children).map(([id, child]) => [child.src === 'watchSubscription' ? 'watchSubscription' : id, child.getSnapshot().input ?? null]),
    ) as Record<string, unknown>,
    watching: Object.values(children).some((child) => child.src === 'watchSubscription' && child.getSnapshot().status === 'active'),
  };
}

const STATES = [
  'loading', 'failed', 'trialing', 'active', 'pastDue', 'payingDue', 'cancelScheduled', 'canceled', 'refreshing',
  'cancel', 'resume', 'planChange', 'paymentChange',
];

export const subscriptionLifecycleOracle = defineOracle({
  observe,
  describe: {
    status: 'the page is loading, failed or shown',
    phase: 'the subscription phase shown',
    plan: 'the plan the subscription is on',
    actions: 'the action buttons offered',
    dialog: 'the dialog open',
    step: "the dialog's step",
    busy: 'the page or dialog is busy',
    error: 'the error message',
    amountDue: 'the amount due today the plan dialog asks',
    notice: "the plan dialog's notice (new quote, payment declined or cancelled, not confirmed)",
    clientSecret: 'the card set-up form is shown',
    intentType: 'what the card form sets up',
    notices: 'the toasts shown so far, in order',
    invoicesChanged: 'how often the invoice list was read again',
    calls: 'which subscription each call under way is for, and what it sends (cancel feedback, plan and quote, invoice collected, currency)',
    watching: 'the page listens for payments of this subscription (until it is cancelled)',
  },
  states: Object.fromEntries(STATES.map((state) => [`subscriptionLifecycle.${state}`, facts])),
});
