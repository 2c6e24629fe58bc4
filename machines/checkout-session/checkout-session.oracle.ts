// What must hold in each checkout session state (docs/spec/checkout-and-billing.md §2 checkout
// states, §7 cross-sell, §9 skeleton; docs/reference/payment-react.md §3.5, §11), folded from the
// input and the events by the spec's rules, never read from the machine's context: the skeleton
// stays until the load and its floor are both over; then error, expired, empty, completed or the
// form, in that order; the form shows the server's latest session; Pay is busy while a change is
// on its way or a newer one waits (the latest intent per target wins); the cross-sell offer is
// fetched on ready and after each accepted change; REQUIRE_CROSS_SELL shakes its area for 1 s. A
// refused quantity, amount or promotion code is shown at its field (the typed code kept) until the
// payer asks again for that target; a refused quantity or amount keeps Pay off (not in sync).
import type { EventObject } from 'xstate';
import { hasNoLineItems, isSessionComplete, isSessionExpired } from '@domain/checkout';
import { errorCode, ErrorCode, errorEventName, formatError, isRetryable } from '@domain/errors';
import type { CheckoutSession, PaymentIntent, PaymentLink, Price } from '@domain/model';
import { defineOracle, type OracleStep } from '@machines/test-kit/oracle';
import { checkoutSessionView, type CheckoutScreen } from './checkout-session.view';
import type { CheckoutSessionInput } from './checkout-session.types';

type Snapshot = Parameters<typeof checkoutSessionView>[0];
type Step = OracleStep<Snapshot>;
type Answer = EventObject & { output?: unknown; error?: unknown; session?: CheckoutSession };
type Notice = { tone: 'error'; key?: string; text: string };
type Asked = EventObject & { itemId?: string; priceId?: string; code?: string };
type Message = { key: string; text: string };
/** A change the server refused, by target: the event that asked for it and what the server said. */
type Refused = Readonly<Record<string, { asked: Asked; message: Message }>>;

interface Page {
  screen: CheckoutScreen;
  loaded: CheckoutSession | null;
  loadedWith: { paymentIntent?: PaymentIntent | null; paymentLink?: PaymentLink | null };
  loadError: unknown;
  loadOver: boolean;
  floorOver: boolean;
  session: CheckoutSession | null;
  /** The events that asked for the change on its way (first) and for the ones waiting, in order. */
  pending: Asked[];
  refused: Refused;
  offer: Price | null;
  offerLoading: boolean;
  /** The session the cross-sell offer is being fetched for. */
  offerFor: string | null;
  shaking: boolean;
  /** The toasts shown so far, in order. */
  notices: Notice[];
}

const LOADING: Page = { screen: 'loading', loaded: null, loadedWith: {}, loadError: null, loadOver: false, floorOver: false, session: null, pending: [], refused: {}, offer: null, offerLoading: false, offerFor: null, shaking: false, notices: [] };

/** Shown at their field when refused (the others toast): quantity, amount, a promotion code applied. */
const AT_FIELD = ['user.changeQuantity', 'user.setAmount', 'user.applyPromotion'];

const without = <T,>(record: Readonly<Record<string, T>>, key: string) => Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

/** §8: the server's code keys the message (error.{code}); its text is the error text. */
const messageOf = (error: unknown): Message => {
  const code = errorCode(error);
  return { key: code === undefined ? '' : errorEventName(code), text: formatError(error) };
};

/** §8 toast of a failed change: the error text, keyed error.{code} when the server gave a code. */
const toastOf = (error: unknown): Notice => {
  const { key, text } = messageOf(error);
  return key === '' ? { tone: 'error', text } : { tone: 'error', key, text };
};

/** The change each control asks the server for: the event's own fields, named by what it changes. */
const KIND: Readonly<Record<string, string>> = {
  'user.changeQuantity': 'quantity',
  'user.setAmount': 'amount',
  'user.upsell': 'upsell',
  'user.downsell': 'downsell',
  'user.addCrossSell': 'addCrossSell',
  'user.removeCrossSell': 'removeCrossSell',
  'user.applyPromotion': 'applyPromotion',
  'user.removePromotion': 'removePromotion',
  'user.recalculatePromotion': 'recalculatePromotion',
};
const changeAsked = ({ type, ...fields }: Asked) => ({ kind: KIND[type], ...fields });

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
  return { ...page, screen: 'ready', session, offerLoading: true, offerFor: session.id };
}

function next(page: Page, event: Answer, nowMs: number): Page {
  const type = event.type;
  if (page.screen === 'loading') {
    if (type === 'xstate.done.actor.loadSession') {
      const { checkoutSession, ...loadedWith } = event.output as { checkoutSession: CheckoutSession; paymentIntent?: PaymentIntent | null; paymentLink?: PaymentLink | null };
      return outcome({ ...page, loadOver: true, loaded: checkoutSession, loadedWith }, nowMs);
    }
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
  if (target) {
    // Asking again for a target forgets its refusal.
    // A waiting change of the same target is replaced where it waits (the latest intent wins);
    // another target waits last. The change on its way is not replaced: its answer is still coming.
    const at = page.pending.findIndex((asked, index) => index > 0 && targetOf(asked) === target);
    const pending = at === -1 ? [...page.pending, event] : page.pending.map((asked, index) => (index === at ? event : asked));
    return { ...page, pending, refused: without(page.refused, target) };
  }
  // The next waiting change goes out at once.
  const settled = (): Page => ({ ...page, pending: page.pending.slice(1) });
  // A new session asks for its offer, unless a fetch is still on its way (that one is kept).
  const refetch = (sessionId: string) => (page.offerLoading ? {} : { offerLoading: true, offerFor: sessionId });
  if (type === 'xstate.done.actor.lineItemChange') {
    const session = event.output as CheckoutSession;
    return { ...settled(), session, ...refetch(session.id) };
  }
  if (type === 'xstate.error.actor.lineItemChange') {
    const shake = errorCode(event.error) === ErrorCode.requireCrossSell;
    const asked = page.pending[0];
    const atField = !shake && asked !== undefined && AT_FIELD.includes(asked.type);
    const refused = atField ? { ...page.refused, [targetOf(asked)!]: { asked, message: messageOf(event.error) } } : page.refused;
    // Shaken or toasted: a refusal not shown at its field is a toast with the server's text.
    const notices = atField ? page.notices : [...page.notices, toastOf(event.error)];
    return { ...settled(), refused, notices, shaking: page.shaking || shake };
  }
  if (type === 'xstate.done.actor.crossSell') return { ...page, offer: event.output as Price | null, offerLoading: false };
  if (type === 'xstate.error.actor.crossSell') return { ...page, offer: null, offerLoading: false };
  if (type.startsWith('xstate.after.shake')) return { ...page, shaking: false };
  // The machine's own signals, which the path generator also sends from outside.
  if (type === 'server.requireCrossSell') return { ...page, shaking: true };
  if (type === 'self.sessionReplaced') return { ...page, ...refetch(page.session!.id) };
  return page;
}

const pageAt = ({ input, events }: Step) => {
  const nowMs = (input as CheckoutSessionInput).now();
  return (events as readonly Answer[]).reduce((page, event) => next(page, event, nowMs), LOADING);
};

/** The refusals at their fields: quantity by line item, amount by price, the promotion code as typed. */
function refusedAt(refused: Refused) {
  const quantity: Record<string, Message> = {};
  const amount: Record<string, Message> = {};
  let promotion: { message: Message; code: string } | null = null;
  for (const { asked, message } of Object.values(refused)) {
    if (asked.type === 'user.changeQuantity') quantity[asked.itemId!] = message;
    if (asked.type === 'user.setAmount') amount[asked.priceId!] = message;
    if (asked.type === 'user.applyPromotion') promotion = { message, code: asked.code! };
  }
  return { quantity, amount, promotion };
}

/** §11: a loaded session that will show the form (not expired, empty or complete). */
const payable = (session: CheckoutSession, nowMs: number) => !isSessionExpired(session, nowMs) && !hasNoLineItems(session) && !isSessionComplete(session);

/** The facts of a screen; the form's facts only where the form shows. */
function facts(step: Step) {
  const page = pageAt(step);
  const nowMs = (step.input as CheckoutSessionInput).now();
  const common = {
    screen: page.screen,
    // The form is rendered behind the skeleton once a payable session is in.
    prepared: page.screen === 'loading' && page.loaded !== null && payable(page.loaded, nowMs),
    errorText: page.screen === 'error' ? formatError(page.loadError) : null,
    retryable: page.screen === 'error' && isRetryable(page.loadError),
    // Which session each call on its way is for: the load of the page's id, the change the
    // payer asked for on the form's session, the offer for the session it was asked for.
    calls: {
      load: page.screen === 'loading' && !page.loadOver ? { id: (step.input as CheckoutSessionInput).id } : null,
      change: page.screen === 'ready' && page.pending.length > 0 ? { sessionId: page.session!.id, change: changeAsked(page.pending[0]!) } : null,
      crossSell: page.screen === 'ready' && page.offerLoading ? { sessionId: page.offerFor } : null,
    },
    notices: page.notices,
  };
  if (page.screen === 'completed') return { ...common, session: page.session };
  if (page.screen !== 'ready') return common;
  const refused = refusedAt(page.refused);
  const changing = page.pending.length > 0;
  return {
    ...common,
    session: page.session,
    paymentIntent: page.loadedWith.paymentIntent ?? null,
    paymentLink: page.loadedWith.paymentLink ?? null,
    changing,
    // The change on its way, then the waiting ones in the order they go out.
    pending: page.pending.map(changeAsked),
    refused,
    // A refused code leaves the session as it was: the payer may still pay it.
    inSync: !changing && Object.keys(refused.quantity).length === 0 && Object.keys(refused.amount).length === 0,
    crossSell: { offer: page.offer, loading: page.offerLoading, shaking: page.shaking },
  };
}

export const checkoutSessionOracle = defineOracle({
  observe: (snapshot: Snapshot) => {
    const { context } = snapshot;
    // The graph's children never answer: a call's input stays in its snapshot.
    const input = (id: string) => (snapshot.children as Record<string, { getSnapshot: () => { input?: unknown } } | undefined>)[id]?.getSnapshot().input ?? null;
    return {
      ...checkoutSessionView(snapshot),
      calls: { load: input('loadSession'), change: input('lineItemChange'), crossSell: input('crossSell') },
      pending: [...(context.change ? [context.change] : []), ...context.queued] as unknown[],
      // The graph's machine keeps the toasts it was told to show in its context (checkout-session.graph.ts).
      notices: (context as { notices?: unknown[] }).notices ?? [],
    };
  },
  describe: {
    screen: 'the screen shown (skeleton, error, expired, empty, completed or the form)',
    errorText: 'the error text',
    retryable: 'Retry is offered',
    session: 'the session the form shows',
    prepared: 'the form is rendered behind the skeleton',
    paymentIntent: 'the payment intent the page reads',
    paymentLink: 'the payment link behind the session',
    changing: 'Pay is busy while a change is on its way',
    refused: 'the refused quantity, amount or promotion code at its field',
    inSync: 'the session is what the payer asked for',
    crossSell: 'the cross-sell offer, its loading and its shake',
    calls: 'which session the load, the change on its way and the cross-sell offer are asked for, and which change',
    pending: 'the change on its way and the waiting ones, in the order they go out (one per target, the latest)',
    notices: 'the toasts shown so far, in order (a refused upsell, cross-sell or promotion removal; REQUIRE_CROSS_SELL)',
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
