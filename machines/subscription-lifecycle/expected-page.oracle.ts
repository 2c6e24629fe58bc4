// The subscription page the rules expect after a path's events (docs/spec/checkout-and-billing.md
// §4 "Subscription", §8), folded from the input and the events alone, never read from the
// machine's context: the phase, the open dialog and its step, the toasts, the invoice-list reads
// and the call under way. subscription-lifecycle.oracle.ts turns it into the facts of each state.
import type { EventObject } from 'xstate';
import type { Price, Subscription } from '@domain/model';
import type { ChangePaymentResult, ChangePlanPreview, ChangePlanResult, RecoverInfo } from '@domain/model/subscription-actions';
import { formatDate } from '@domain/display/format-date';
import type { Notice, WalletOutcome } from '@machines/ports';
import type { OracleStep } from '@machines/test-kit/oracle';
import type { PlanNotice } from './subscription-lifecycle.types';

export type Phase = 'trialing' | 'active' | 'pastDue' | 'cancelScheduled' | 'canceled';

/** §4: the phase a subscription is in, by its status and a scheduled cancellation. */
export function phaseOf(subscription: Subscription): Phase {
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return 'canceled';
  if (subscription.status === 'past_due' || subscription.status === 'unpaid') return 'pastDue';
  if (subscription.cancel_at_period_end) return 'cancelScheduled';
  return subscription.status === 'trialing' ? 'trialing' : 'active';
}

/** §4: the actions each phase offers on the page. */
export const OFFERED: Record<Phase, readonly string[]> = {
  trialing: ['cancel', 'changePlan', 'changePayment'],
  active: ['cancel', 'changePlan', 'changePayment'],
  pastDue: ['payDue'],
  cancelScheduled: ['resume', 'changePayment'],
  canceled: [],
};

/** Where the page is: a phase, or a dialog's step ('planChange.paying'). */
export interface Page {
  at: string;
  subscription: Subscription | null;
  error: string | null;
  plans: readonly Price[];
  selected: string | null;
  preview: ChangePlanPreview | null;
  notice: PlanNotice | null;
  clientSecret: string | null;
  /** What the card form sets up (a setup intent), with its secret. */
  intentType: string | null;
  /** The toasts shown so far, in order. */
  notices: Notice[];
  /** How often the page was told to read the subscription's invoices again. */
  invoicesChanged: number;
  /** What the cancel dialog submitted. */
  cancel: { feedback: unknown; comment: unknown } | null;
  /** The invoice a plan change made (the one the wallet collects). */
  planInvoiceId: string | null;
  /** The currency chosen as the new payment method. */
  currencyId: string | null;
}

type Sent = EventObject & { output?: unknown; error?: unknown; priceId?: string; card?: boolean; feedback?: unknown; comment?: unknown; currencyId?: string };

export const BUSY = new Set([
  'loading', 'refreshing', 'cancel.submitting', 'resume.checking', 'resume.restaking', 'resume.recovering',
  'planChange.loadingPlans', 'planChange.previewing', 'planChange.applying', 'planChange.paying', 'planChange.verifying', 'planChange.discarding',
  'paymentChange.delegating', 'paymentChange.submitting',
]);

const messageOf = (error: unknown) => (error as Error).message;
export const currentPlan = (subscription: Subscription | null) => subscription?.items?.[0]?.price_id ?? null;
export const otherPlans = (page: Page) => page.plans.filter((plan) => plan.id !== currentPlan(page.subscription) && plan.type === 'recurring');

/** Leaving a step for a phase: the dialog's state is forgotten. */
function settle(page: Page, subscription: Subscription | null = page.subscription): void {
  Object.assign(page, {
    subscription,
    at: subscription ? phaseOf(subscription) : 'failed',
    error: null,
    selected: null,
    preview: null,
    notice: null,
    clientSecret: null,
    intentType: null,
    planInvoiceId: null,
    currencyId: null,
  });
}

const toast = (page: Page, notice: Notice) => void page.notices.push(notice);
const SUCCESS = (key: string): Notice => ({ tone: 'success', key });

/** Closing a dialog returns to the phase it was opened from. */
const close = (page: Page) => settle(page);

function onPhase(page: Page, event: Sent): void {
  const phase = page.at;
  const running = phase === 'trialing' || phase === 'active';
  if (event.type === 'sync.changed' && phase !== 'canceled') page.at = 'refreshing';
  if (running && event.type === 'user.cancel') page.at = 'cancel.editing';
  if (running && event.type === 'user.changePlan') page.at = 'planChange.loadingPlans';
  if ((running || phase === 'cancelScheduled') && event.type === 'user.changePayment') page.at = 'paymentChange.choosing';
  if (phase === 'pastDue' && event.type === 'user.payDue') page.at = 'payingDue';
  if (phase === 'payingDue' && event.type === 'overdue.closed') page.at = 'refreshing';
  if (phase === 'cancelScheduled' && event.type === 'user.resume') page.at = 'resume.checking';
}

function onCancel(page: Page, event: Sent): void {
  if (page.at === 'cancel.editing' && event.type === 'user.close') close(page);
  if (page.at === 'cancel.editing' && event.type === 'user.submitCancel')
    Object.assign(page, { at: 'cancel.submitting', error: null, cancel: { feedback: event.feedback, comment: event.comment } });
  if (page.at !== 'cancel.submitting') return;
  if (event.type === 'xstate.done.actor.cancelSubscription') {
    const subscription = event.output as Subscription;
    settle(page, subscription);
    page.at = phaseOf(subscription) === 'canceled' ? 'canceled' : 'cancelScheduled';
    // §4: cancelled at once says so; scheduled names the day it ends (cancel_at when set, else the period end).
    if (page.at === 'canceled') toast(page, SUCCESS('portal.cancel.done'));
    else toast(page, { ...SUCCESS('portal.cancel.scheduled'), params: { date: formatDate(subscription.cancel_at ?? subscription.current_period_end, 'YYYY-MM-DD') } });
  }
  if (event.type === 'xstate.error.actor.cancelSubscription') {
    // No answer: the server may have cancelled, so the page reads the subscription again.
    const lost = (event.error as { kind?: string }).kind === 'network';
    if (lost) {
      Object.assign(page, { error: null, at: 'refreshing' });
      toast(page, { tone: 'warning', key: 'portal.cancel.unconfirmed' });
    }
    else Object.assign(page, { at: 'cancel.editing', error: messageOf(event.error) });
  }
}

function onResume(page: Page, event: Sent): void {
  const { at, type } = { at: page.at, type: event.type };
  if (at === 'resume.checking' && type === 'xstate.done.actor.loadRecoverInfo') page.at = (event.output as RecoverInfo).needStake ? 'resume.confirmingRestake' : 'resume.confirming';
  if (at === 'resume.checking' && type === 'xstate.error.actor.loadRecoverInfo') Object.assign(page, { at: 'resume.confirming', error: messageOf(event.error) });
  if ((at === 'resume.confirming' || at === 'resume.confirmingRestake') && type === 'user.close') close(page);
  if (at === 'resume.confirming' && type === 'user.confirm') page.at = 'resume.recovering';
  if (at === 'resume.confirmingRestake' && type === 'user.confirm') page.at = 'resume.restaking';
  if (at === 'resume.restaking' && type === 'xstate.done.actor.restake') {
    const { status } = event.output as WalletOutcome;
    page.at = status === 'approved' ? 'refreshing' : 'resume.confirmingRestake';
    if (status === 'approved') toast(page, SUCCESS('portal.resume.done'));
    if (status === 'declined') page.error = 'The wallet declined the stake';
  }
  if (at === 'resume.restaking' && type === 'xstate.error.actor.restake') Object.assign(page, { at: 'resume.confirmingRestake', error: messageOf(event.error) });
  if (at === 'resume.recovering' && type === 'xstate.done.actor.recoverSubscription') {
    settle(page, event.output as Subscription);
    toast(page, SUCCESS('portal.resume.done'));
  }
  if (at === 'resume.recovering' && type === 'xstate.error.actor.recoverSubscription') Object.assign(page, { at: 'resume.confirming', error: messageOf(event.error) });
}

function onPlanChange(page: Page, event: Sent): void {
  const { at, type } = { at: page.at, type: event.type };
  if (['planChange.unavailable', 'planChange.choosing', 'planChange.confirming'].includes(at) && type === 'user.close') close(page);
  if (['planChange.succeeded', 'planChange.failed'].includes(at) && type === 'user.close') page.at = 'refreshing';
  if (at === 'planChange.loadingPlans' && type === 'xstate.done.actor.loadPlans') {
    const plans = event.output as Price[];
    const offered = plans.filter((plan) => plan.id !== currentPlan(page.subscription) && plan.type === 'recurring');
    // 'Plan updates are not available' when no other plan exists.
    if (offered.length === 0) page.at = 'planChange.unavailable';
    else Object.assign(page, { at: 'planChange.choosing', plans });
  }
  if (at === 'planChange.loadingPlans' && type === 'xstate.error.actor.loadPlans') Object.assign(page, { at: 'planChange.unavailable', error: messageOf(event.error) });
  if ((at === 'planChange.choosing' || at === 'planChange.confirming') && type === 'user.choosePlan') {
    Object.assign(page, { at: 'planChange.previewing', selected: event.priceId });
    if (at === 'planChange.choosing') page.error = null;
    else Object.assign(page, { preview: null, notice: null });
  }
  if (at === 'planChange.previewing' && type === 'xstate.done.actor.previewPlan') Object.assign(page, { at: 'planChange.confirming', preview: event.output });
  if (at === 'planChange.previewing' && type === 'xstate.error.actor.previewPlan') Object.assign(page, { at: 'planChange.choosing', error: messageOf(event.error) });
  if (at === 'planChange.confirming' && type === 'user.confirm') page.at = 'planChange.applying';
  if (at === 'planChange.applying' && type === 'xstate.done.actor.changePlan') {
    const result = event.output as ChangePlanResult;
    // A change that needs payment takes effect only when paid: the server's answer still holds the old plan.
    const pays = result.requires_payment && result.invoice !== null;
    Object.assign(page, { at: pays ? 'planChange.paying' : 'planChange.succeeded', subscription: result.subscription, notice: null, planInvoiceId: result.invoice?.id ?? null });
    if (!pays) toast(page, SUCCESS('portal.plan.done'));
    // The change made an invoice (or took effect): the page's list reads them again.
    page.invoicesChanged += 1;
  }
  if (at === 'planChange.applying' && type === 'xstate.error.actor.changePlan') {
    const code = (event.error as { code?: string }).code;
    // An outdated quote is quoted again, with a notice, before anyone pays.
    if (code === 'QUOTE_EXPIRED' || code === 'QUOTE_CHANGED') Object.assign(page, { at: 'planChange.previewing', notice: code === 'QUOTE_EXPIRED' ? 'quoteExpired' : 'quoteChanged', preview: null, error: null });
    else Object.assign(page, { at: 'planChange.failed', error: messageOf(event.error) });
  }
  if (at === 'planChange.paying' && type === 'xstate.done.actor.payPlanChange') {
    const { status } = event.output as WalletOutcome;
    if (status === 'approved') page.at = 'planChange.verifying';
    else Object.assign(page, { at: 'planChange.discarding', notice: status === 'cancelled' ? 'cancelled' : 'declined' });
  }
  if (at === 'planChange.paying' && type === 'xstate.error.actor.payPlanChange') Object.assign(page, { at: 'planChange.discarding', error: messageOf(event.error) });
  if (at === 'planChange.verifying' && type === 'xstate.done.actor.verifyPlanChange') {
    const subscription = event.output as Subscription;
    const took = currentPlan(subscription) === page.selected;
    Object.assign(page, { at: took ? 'planChange.succeeded' : 'planChange.failed', subscription });
    if (took) toast(page, SUCCESS('portal.plan.done'));
    else page.notice = 'notConfirmed';
  }
  // Paid, voided or unknown: after the wallet step the invoice list is read again whatever the answer.
  if ((at === 'planChange.verifying' || at === 'planChange.discarding') && (type.startsWith('xstate.error.actor.') || type.startsWith('xstate.done.actor.'))) page.invoicesChanged += 1;
  if ((at === 'planChange.verifying' || at === 'planChange.discarding') && type.startsWith('xstate.error.actor.')) Object.assign(page, { at: 'planChange.failed', error: messageOf(event.error) });
  if (at === 'planChange.discarding' && type === 'xstate.done.actor.discardPlanChange') Object.assign(page, { at: 'planChange.failed', subscription: event.output });
}

function onPaymentChange(page: Page, event: Sent): void {
  const { at, type } = { at: page.at, type: event.type };
  if (at === 'paymentChange.choosing' && type === 'user.close') close(page);
  if (at === 'paymentChange.choosing' && type === 'user.choosePayment')
    Object.assign(page, { at: event.card ? 'paymentChange.submitting' : 'paymentChange.delegating', error: null, currencyId: event.currencyId });
  if (at === 'paymentChange.delegating' && type === 'xstate.done.actor.delegate') {
    const { status } = event.output as WalletOutcome;
    page.at = status === 'approved' ? 'paymentChange.submitting' : 'paymentChange.choosing';
    if (status === 'declined') page.error = 'The wallet declined the delegation';
  }
  if ((at === 'paymentChange.delegating' || at === 'paymentChange.submitting') && type.startsWith('xstate.error.actor.')) Object.assign(page, { at: 'paymentChange.choosing', error: messageOf(event.error) });
  if (at === 'paymentChange.submitting' && type === 'xstate.done.actor.changePayment') {
    const result = event.output as ChangePaymentResult;
    // A card needs its set-up first: the method is not changed (nor the subscription read) until then.
    if (result.stripeContext?.client_secret)
      Object.assign(page, { at: 'paymentChange.cardSetup', clientSecret: result.stripeContext.client_secret, intentType: result.stripeContext.intent_type });
    else {
      Object.assign(page, { at: 'paymentChange.succeeded', subscription: result.subscription });
      toast(page, SUCCESS('portal.payment.done'));
    }
  }
  if (at === 'paymentChange.cardSetup' && type === 'card.succeeded') {
    page.at = 'paymentChange.succeeded';
    toast(page, SUCCESS('portal.payment.done'));
  }
  if (at === 'paymentChange.cardSetup' && type === 'card.failed') Object.assign(page, { at: 'paymentChange.choosing', error: messageOf(event.error), clientSecret: null, intentType: null });
  if ((at === 'paymentChange.cardSetup' || at === 'paymentChange.succeeded') && type === 'user.close') page.at = 'refreshing';
}

function step(page: Page, event: Sent): void {
  const { at } = page;
  const { type } = event;
  if (at === 'loading' && type === 'xstate.done.actor.loadSubscription') settle(page, event.output as Subscription);
  else if (at === 'loading' && type === 'xstate.error.actor.loadSubscription') Object.assign(page, { at: 'failed', error: messageOf(event.error) });
  else if (at === 'failed' && type === 'user.retry') page.at = 'loading';
  else if (at === 'refreshing' && type === 'xstate.done.actor.refreshSubscription') settle(page, event.output as Subscription);
  // A failed refresh keeps what was read before (a toast says why).
  else if (at === 'refreshing' && type === 'xstate.error.actor.refreshSubscription') {
    settle(page);
    toast(page, { tone: 'error', text: messageOf(event.error) });
  }
  else if (at.startsWith('cancel.')) onCancel(page, event);
  else if (at.startsWith('resume.')) onResume(page, event);
  else if (at.startsWith('planChange.')) onPlanChange(page, event);
  else if (at.startsWith('paymentChange.')) onPaymentChange(page, event);
  else onPhase(page, event);
}

export function pageAfter({ events }: Pick<OracleStep, 'events'>): Page {
  const page: Page = {
    at: 'loading',
    subscription: null,
    error: null,
    plans: [],
    selected: null,
    preview: null,
    notice: null,
    clientSecret: null,
    intentType: null,
    notices: [],
    invoicesChanged: 0,
    cancel: null,
    planInvoiceId: null,
    currencyId: null,
  };
  for (const event of events) step(page, event as Sent);
  return page;
}

/**
 * The call under way in each step, by its invoke id, and what it is asked: every one is for the
 * page's subscription; the wallet's with the action it signs. The realtime watch is for the same
 * subscription from the start.
 */
export function callsOf(page: Page, subscriptionId: string): Record<string, unknown> {
  const id = { id: subscriptionId };
  const calls: Record<string, unknown> = { watchSubscription: id };
  const call: Record<string, [string, unknown]> = {
    loading: ['loadSubscription', id],
    refreshing: ['refreshSubscription', id],
    'cancel.submitting': ['cancelSubscription', { ...id, ...page.cancel }],
    'resume.checking': ['loadRecoverInfo', id],
    'resume.restaking': ['restake', { action: 're-stake', extraParams: { subscriptionId } }],
    'resume.recovering': ['recoverSubscription', id],
    'planChange.loadingPlans': ['loadPlans', id],
    'planChange.previewing': ['previewPlan', { ...id, priceId: page.selected }],
    // Confirmed at the quote shown: its time and the amount the button says.
    'planChange.applying': ['changePlan', { ...id, priceId: page.selected, prorationDate: page.preview?.proration_date, amountDue: page.preview?.amount_due }],
    'planChange.paying': ['payPlanChange', { action: 'collect', extraParams: { invoiceId: page.planInvoiceId } }],
    'planChange.verifying': ['verifyPlanChange', id],
    'planChange.discarding': ['discardPlanChange', id],
    'paymentChange.delegating': ['delegate', { action: 'change-payment', extraParams: { subscriptionId, currencyId: page.currencyId } }],
    'paymentChange.submitting': ['changePayment', { ...id, currencyId: page.currencyId }],
  };
  const now = call[page.at];
  if (now) calls[now[0]] = now[1];
  return calls;
}

