// The review machine for path generation: every review state answered for a developer and an
// admin, and every action with and without its typed text (message and category kept in context). Shared by its path test, the QA CLI
// and the coverage gate (machines/registry.ts).
import { fromCallback, fromPromise } from 'xstate';
import { REVIEW_ACTIONS, REVIEW_STATES, hasMessage, type ActorRole } from '@domain/review';
import { defineGraph } from '@machines/test-kit/machine-graph';
import { appReviewMachine, type AppReviewContext, type ReviewIntent, type ReviewSnapshot } from './app-review.machine';
import { appReviewOracle } from './app-review.oracle';

const never = <T>() => new Promise<T>(() => {});
const inert = appReviewMachine.provide({
  actors: {
    loadReview: fromPromise<ReviewSnapshot>(() => never()),
    sendAction: fromPromise<unknown, ReviewIntent>(() => never()),
    reviewEvents: fromCallback(() => () => {}),
  },
});

const ROLE_SETS: ActorRole[][] = [['dev'], ['admin']];
const answers = REVIEW_STATES.flatMap((status) =>
  ROLE_SETS.map((roles) => ({ type: 'xstate.done.actor.loadReview', output: { status, roles, rules: {} } satisfies ReviewSnapshot })),
);
const acts = REVIEW_ACTIONS.filter((a) => a !== 'autoPublish').map((action) => ({ type: 'user.act', action }));
// Typed-text guards: every action is pressed before and after a message is typed, an approval
// before and after a category is chosen (whitespace-only messages: the domain's and machine's tests).
const typed = [{ type: 'user.type', message: 'Looks good' }];
const picked = [{ type: 'user.pickCategory', category: 'cat_ai' }];

export const appReviewGraph = defineGraph({
  machine: inert,
  options: {
    events: {
      'xstate.done.actor.loadReview': answers,
      'xstate.error.actor.loadReview': [{ type: 'xstate.error.actor.loadReview', error: new Error('down') }],
      'xstate.done.actor.sendAction': [{ type: 'xstate.done.actor.sendAction', output: { status: 'ok' } }],
      'xstate.error.actor.sendAction': [{ type: 'xstate.error.actor.sendAction', error: new Error('Version already in review') }],
      'user.act': acts,
      'user.type': typed,
      'user.pickCategory': picked,
    },
    simplePaths: false,
    // The traversal counts every event tried in every state (about 30 × 171 states since the recheck): above the kit's 5000.
    limit: 20_000,
    serializeContext: (context: AppReviewContext) => ({
      roles: context.snapshot?.roles,
      pending: context.pending?.action,
      message: hasMessage(context.message),
      category: Boolean(context.category),
      // An error or a refusal on screen is a state of its own for the oracle: what clears it is checked.
    }),
  },
  oracle: appReviewOracle,
});
