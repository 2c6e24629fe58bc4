// What must hold in each checkout session state (docs/spec/checkout-and-billing.md §2 checkout
// states, §7 cross-sell, §9 skeleton; docs/reference/payment-react.md §3.5, §11), folded from the
// input and the events by the spec's rules, never read from the machine's context: the skeleton
// stays until the load and its floor are both over; then error, expired, empty, completed or the
// form, in that order; the form shows the server's latest session; Pay is busy while a change is
// on its way or a newer one waits (the latest intent per target wins); the cross-sell offer is
// fetched on ready and after each accepted change; REQUIRE_CROSS_SELL shakes its area for 1 s.
import type { EventObject } from 'xstate';
import { hasNoLineItems, isSessionComplete, isSessionExpired } from '@domain/checkout';
import { errorCode, ErrorCode, formatError, isRetryable } from '@domain/errors';
import type { CheckoutSession, Price } from '@domain/model';
import { defineOracle, type OracleStep } from '@machines/test-kit/oracle';
import { checkoutSessionView, type CheckoutScreen } from './checkout-session.view';
import type { CheckoutSessionInput } from './checkout-session.types';

type Snapshot = Parameters<typeof checkoutSessionView>[0];
type Step = OracleStep<Snapshot>;
type Answer = EventObject & { output?: unknown; error?: unknown; session?: CheckoutSession };

interface Page {
  screen: CheckoutScreen;
  loaded: CheckoutSession | null;
  loadError: unknown;
  loadOver: boolean;
  floorOver: boolean;
  session: CheckoutSession | null;
  /** Targets of the change on its way (first) and of the ones waiting. */
  changes: string[];
  offer: Price | null;
  offerLoading: boolean;
  shaking: boolean;
}

const LOADING: Page = { screen: 'loading', loaded: null, loadError: null, loadOver: false, floorOver: false, session: null, changes: [], offer: null, offerLoading: false, shaking: false };

/** What a change acts on: two changes of one target replace each other. */
function targetOf(event: EventObject): string | null {
  const e = event as EventObject & { itemId?: string; priceId?: string; fromPriceId?: string };
  if (event.type === 'user.changeQuantity') return `quantity:${e.itemId}`;
  if (event.type === 'user.setAmount') return `amount:${e.priceId}`;
  if (event.type === 'user.upsell' || event.type === 'user.downsell') return `upsell:${e.fromPriceId}`;
  if (event.type === 'user.addCrossSell' || event.type === 'user.removeCrossSell') return 'crossSell';
  // A promotion code is one target whatever is done with it (apply, remove, recalculate).
  if (event.type === 'user.applyPromotion' || event.type === 'user.removePromotion' || event.type === 'user.recalculatePromotion') return 'promotion';
  return null;
}

/** The screen the spec gives a finished load, in the order of payment-react §11. */
function outcome(page: Page, nowMs: number): Page {
  if (!page.loadOver || !page.floorOver) return page;
  const session = page.loaded;
  if (!session) return { ...page, screen: 'error' };
  if (isSessionExpired(session, nowMs)) return { ...page, screen: 'expired' };
  if (hasNoLineItems(session)) return { ...page, screen: 'empty' };
  if (isSessionComplete(session)) return { ...page, screen: 'completed', session };
  return { ...page, screen: 'ready', session, offerLoading: true };
}

function next(page: Page, event: Answer, nowMs: number): Page {
  const type = event.type;
  if (page.screen === 'loading') {
    if (type === 'xstate.done.actor.loadSession') return outcome({ ...page, loadOver: true, loaded: (event.output as { checkoutSession: CheckoutSession }).checkoutSession }, nowMs);
    if (type === 'xstate.error.actor.loadSession') return outcome({ ...page, loadOver: true, loadError: event.error }, nowMs);
    if (type.startsWith('xstate.after.skeletonMin')) return outcome({ ...page, floorOver: true }, nowMs);
    // The loading state said to be over (the path generator sends it as an event): whatever came.
    if (type === 'xstate.done.state.checkoutSession.loading') return outcome({ ...page, loadOver: true, floorOver: true }, nowMs);
    return page;
  }
  if (page.screen === 'error') return type === 'user.retry' ? LOADING : page;
  if (page.screen !== 'ready') return page;
  if (type === 'checkout.completed') return { ...page, screen: 'completed', session: event.session ?? page.session };
  const target = targetOf(event);
  if (target) return { ...page, changes: page.changes.length === 0 ? [target] : [page.changes[0]!, ...page.changes.slice(1).filter((t) => t !== target), target] };
  if (type === 'xstate.done.actor.lineItemChange') return { ...page, session: event.output as CheckoutSession, changes: page.changes.slice(1), offerLoading: true };
  if (type === 'xstate.error.actor.lineItemChange') {
    const shake = errorCode(event.error) === ErrorCode.requireCrossSell;
    return { ...page, changes: page.changes.slice(1), shaking: page.shaking || shake };
  }
  if (type === 'xstate.done.actor.crossSell') return { ...page, offer: event.output as Price | null, offerLoading: false };
  if (type === 'xstate.error.actor.crossSell') return { ...page, offer: null, offerLoading: false };
  if (type.startsWith('xstate.after.shake')) return { ...page, shaking: false };
  // The machine's own signals, which the path generator also sends from outside.
  if (type === 'server.requireCrossSell') return { ...page, shaking: true };
  if (type === 'self.sessionReplaced') return { ...page, offerLoading: true };
  return page;
}

const pageAt = ({ input, events }: Step) => {
  const nowMs = (input as CheckoutSessionInput).now();
  return (events as readonly Answer[]).reduce((page, event) => next(page, event, nowMs), LOADING);
};

/** The facts of a screen; the form's facts only where the form shows. */
function facts(step: Step) {
  const page = pageAt(step);
  const common = { screen: page.screen, errorText: page.screen === 'error' ? formatError(page.loadError) : null, retryable: page.screen === 'error' && isRetryable(page.loadError) };
  if (page.screen === 'completed') return { ...common, session: page.session };
  if (page.screen !== 'ready') return common;
  return { ...common, session: page.session, changing: page.changes.length > 0, crossSell: { offer: page.offer, loading: page.offerLoading, shaking: page.shaking } };
}

export const checkoutSessionOracle = defineOracle({
  observe: checkoutSessionView,
  describe: {
    screen: 'the screen shown (skeleton, error, expired, empty, completed or the form)',
    errorText: 'the error text',
    retryable: 'Retry is offered',
    session: 'the session the form shows',
    changing: 'Pay is busy while a change is on its way',
    crossSell: 'the cross-sell offer, its loading and its shake',
  },
  states: {
    'checkoutSession.loading': (step) => ({ ...facts(step), screen: 'loading' as const }),
    'checkoutSession.error': (step) => ({ ...facts(step), screen: 'error' as const }),
    'checkoutSession.expired': (step) => ({ ...facts(step), screen: 'expired' as const }),
    'checkoutSession.empty': (step) => ({ ...facts(step), screen: 'empty' as const }),
    'checkoutSession.completed': (step) => ({ ...facts(step), screen: 'completed' as const }),
    'checkoutSession.ready': (step) => ({ ...facts(step), screen: 'ready' as const }),
  },
});
