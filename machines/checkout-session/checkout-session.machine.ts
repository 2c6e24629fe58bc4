import { assign, fromPromise, raise, setup } from 'xstate';
import { errorCode, ErrorCode } from '@domain/errors';
import type { CheckoutSession, Price, RetrieveCheckoutResponse } from '@domain/model';
import type { Notice } from '@machines/ports';
import { submitNotices } from '../checkout-submit/submit-notices';
import { hasNoLineItems, isSessionComplete, isSessionExpired } from '@domain/checkout';
import { queueLatest, refusalOf, refusedAtField, withoutRefusalOf } from './change-queue';
import { changeOf, type ChangeEvent } from './line-item-change';
import type { CheckoutSessionContext, CheckoutSessionEvent, CheckoutSessionInput, LineItemChange } from './checkout-session.types';

export type { CheckoutSessionContext, CheckoutSessionEvent, CheckoutSessionInput } from './checkout-session.types';

/** docs/spec/checkout-and-billing.md §9: the loading skeleton shows at least this long. */
export const SKELETON_MIN_MS = 500;

const noHeadStart = () => 0;

/** The outcome order of docs/reference/payment-react.md §11 for a loaded session: only a payable one shows the form. */
const willShowForm = (session: CheckoutSession, nowMs: number) =>
  !isSessionExpired(session, nowMs) && !hasNoLineItems(session) && !isSessionComplete(session);

const startChange = { target: 'changing', actions: 'rememberChange' } as const;
const queueChange = { actions: 'queueChange' } as const;

/**
 * A checkout page's session (docs/spec/checkout-and-billing.md §2 checkout states, §4, docs/reference/payment-react.md §3.2 and §3.5):
 * loading (skeleton at least 500 ms) → error | expired | empty | completed | ready. In ready,
 * each line-item change replaces the session with the server's answer; a failed change keeps
 * the session; a refused quantity or amount is remembered for its field (the field still shows
 * the payer's value, so Pay waits for a new intent), an upsell or cross-sell refusal toasts; REQUIRE_CROSS_SELL shakes the cross-sell area for 1 s. The cross-sell offer is
 * fetched on ready and after each change.
 *
 * The latest intent wins: a change asked for while another is on its way is queued,
 * replacing a queued change of the same target, and sent when the one on its way settles. The
 * machine stays `changing` (busy: Pay disabled) until the queue is empty, so the session always
 * ends with the amount and quantity the payer sees. Dropping those changes instead (the old
 * behaviour) is what checkout-session.property.test.ts proves wrong.
 */
export const checkoutSessionMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, no runtime effect
  types: {
    input: {} as CheckoutSessionInput,
    context: {} as CheckoutSessionContext,
    events: {} as CheckoutSessionEvent,
  },
  actors: {
    // Stryker disable BlockStatement,StringLiteral,ArrowFunction: placeholders the composition root and every test replace (checkoutSessionImplementations)
    loadSession: fromPromise<RetrieveCheckoutResponse, { id: string }>(async () => {
      throw new Error('loadSession is not provided');
    }),
    fetchCrossSell: fromPromise<Price | null, { sessionId: string }>(async () => null),
    applyLineItemChange: fromPromise<CheckoutSession, { sessionId: string; change: LineItemChange }>(
      async () => {
        throw new Error('applyLineItemChange is not provided');
      },
    ),
  },
  // Stryker restore BlockStatement,StringLiteral,ArrowFunction
  guards: {
    loadFailed: ({ context }) => context.session === null,
    // Checked after loadFailed (the loading state's onDone order): the session is there.
    expired: ({ context }) => isSessionExpired(context.session!, context.now()),
    empty: ({ context }) => hasNoLineItems(context.session!),
    complete: ({ context }) => isSessionComplete(context.session!),
    requiresCrossSell: (_, params: { error: unknown }) =>
      errorCode(params.error) === ErrorCode.requireCrossSell,
    hasQueuedChange: ({ context }) => context.queued.length > 0,
    // Only the change on its way fails.
    refusedAtField: ({ context }) => refusedAtField(context.change!),
  },
  actions: {
    /** Shows a toast; provided at the composition root with the Notifier port. */
    notify: (_, _notice: Notice) => {},
    rememberChange: assign(({ context, event }) => {
      const change = changeOf(event as ChangeEvent);
      return { change, refused: withoutRefusalOf(context.refused, change) };
    }),
    /** The latest intent wins: kept for when the change on its way settles (never dropped). */
    queueChange: assign(({ context, event }) => {
      const change = changeOf(event as ChangeEvent);
      return { queued: queueLatest(context.queued, change), refused: withoutRefusalOf(context.refused, change) };
    }),
    forgetChange: assign({ change: null }),
    startQueued: assign(({ context }) => ({ change: context.queued[0] ?? null, queued: context.queued.slice(1) })),
    /** The change on its way was refused. */
    refuse: assign(({ context, event }) => ({
      refused: [...context.refused, refusalOf(context.change!, (event as { error?: unknown }).error)],
      change: null,
    })),
    replaceSession: assign((_, params: { session: CheckoutSession }) => ({
      session: params.session,
      change: null,
    })),
  },
  delays: {
    // What is left of the floor once the skeleton the page already showed is counted.
    skeletonMin: ({ context }) => Math.max(0, SKELETON_MIN_MS - Math.max(0, context.skeletonShownMs())),
    shake: 1000,
  },
}).createMachine({
  id: 'checkoutSession',
  initial: 'loading',
  context: ({ input }) => ({
    id: input.id,
    now: input.now,
    skeletonShownMs: input.skeletonShownMs ?? noHeadStart,
    prepared: false,
    session: null,
    paymentIntent: null,
    paymentLink: null,
    error: null,
    crossSell: null,
    change: null,
    queued: [],
    refused: [],
  }),
  states: {
    // Both the load and the 500 ms skeleton minimum must finish (docs/reference/payment-react.md §11).
    loading: {
      type: 'parallel',
      tags: ['busy'],
      entry: assign({ error: null, session: null, prepared: false }),
      states: {
        fetch: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'loadSession',
                src: 'loadSession',
                input: ({ context }) => ({ id: context.id }),
                onDone: {
                  target: 'settled',
                  actions: assign(({ context, event }) => ({
                    prepared: willShowForm(event.output.checkoutSession, context.now()),
                    session: event.output.checkoutSession,
                    paymentIntent: event.output.paymentIntent ?? null,
                    paymentLink: event.output.paymentLink ?? null,
                  })),
                },
                onError: { target: 'settled', actions: assign({ error: ({ event }) => event.error }) },
              },
            },
            settled: { type: 'final' },
          },
        },
        skeleton: {
          initial: 'showing',
          states: {
            showing: { after: { skeletonMin: 'elapsed' } },
            elapsed: { type: 'final' },
          },
        },
      },
      // Order of docs/reference/payment-react.md §11: error, expired, empty, completed.
      onDone: [
        { guard: 'loadFailed', target: 'error' },
        { guard: 'expired', target: 'expired' },
        { guard: 'empty', target: 'empty' },
        { guard: 'complete', target: 'completed' },
        { target: 'ready' },
      ],
    },
    error: {
      // The retry's skeleton is a new one: the whole floor again.
      on: { 'user.retry': { target: 'loading', actions: assign({ skeletonShownMs: () => noHeadStart }) } },
    },
    expired: { type: 'final' },
    empty: { type: 'final' },
    completed: { type: 'final' },
    ready: {
      type: 'parallel',
      on: {
        'checkout.completed': {
          target: 'completed',
          actions: { type: 'replaceSession', params: ({ event }) => ({ session: event.session }) },
        },
      },
      states: {
        changes: {
          initial: 'idle',
          states: {
            idle: {
              // The next queued intent goes out at once: Pay stays busy in between.
              always: { guard: 'hasQueuedChange', target: 'changing', actions: 'startQueued' },
              on: {
                'user.changeQuantity': startChange,
                'user.upsell': startChange,
                'user.downsell': startChange,
                'user.addCrossSell': startChange,
                'user.removeCrossSell': startChange,
                'user.setAmount': startChange,
                'user.applyPromotion': startChange,
                'user.removePromotion': startChange,
                'user.recalculatePromotion': startChange,
              },
            },
            changing: {
              tags: ['busy'],
              on: {
                'user.changeQuantity': queueChange,
                'user.upsell': queueChange,
                'user.downsell': queueChange,
                'user.addCrossSell': queueChange,
                'user.removeCrossSell': queueChange,
                'user.setAmount': queueChange,
                'user.applyPromotion': queueChange,
                'user.removePromotion': queueChange,
                'user.recalculatePromotion': queueChange,
              },
              invoke: {
                id: 'lineItemChange',
                src: 'applyLineItemChange',
                // Ready always has the loaded (or last answered) session.
                input: ({ context }) => ({
                  sessionId: context.session!.id,
                  change: context.change!,
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'replaceSession', params: ({ event }) => ({ session: event.output }) },
                    raise({ type: 'self.sessionReplaced' }),
                  ],
                },
                onError: [
                  {
                    guard: { type: 'requiresCrossSell', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    actions: [
                      { type: 'notify', params: ({ event }) => submitNotices.failure(event.error) },
                      'forgetChange',
                      raise({ type: 'server.requireCrossSell' }),
                    ],
                  },
                  // The previous session stays. A quantity or amount field still shows what the payer
                  // typed: the refusal is kept for that field and Pay waits for a new intent.
                  { guard: 'refusedAtField', target: 'idle', actions: 'refuse' },
                  // Upsell and cross-sell controls show the session itself: a toast is enough.
                  {
                    target: 'idle',
                    actions: [{ type: 'notify', params: ({ event }) => submitNotices.failure(event.error) }, 'forgetChange'],
                  },
                ],
              },
            },
          },
        },
        crossSell: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'crossSell',
                src: 'fetchCrossSell',
                input: ({ context }) => ({ sessionId: context.session!.id }),
                onDone: { target: 'settled', actions: assign({ crossSell: ({ event }) => event.output }) },
                // docs/spec/checkout-and-billing.md §7: an error or a failure means no offer.
                onError: { target: 'settled', actions: assign({ crossSell: null }) },
              },
            },
            settled: {
              // Every successful change may change what is offered.
              on: { 'self.sessionReplaced': 'fetching' },
            },
          },
        },
        shake: {
          initial: 'still',
          states: {
            still: { on: { 'server.requireCrossSell': 'shaking' } },
            shaking: {
              after: { shake: 'still' },
              on: { 'server.requireCrossSell': { target: 'shaking', reenter: true } },
            },
          },
        },
      },
    },
  },
});
