// The review machine for path generation: every review state answered for a developer and an
// admin, and every action with and without its typed text. Shared by its path test, the QA CLI
// and the coverage gate (machines/registry.ts).
import { fromCallback, fromPromise } from 'xstate';
import { REVIEW_ACTIONS, REVIEW_STATES, type ActorRole } from '@domain/review';
import { defineGraph } from '@machines/test-kit/machine-graph';
import { appReviewMachine, type AppReviewContext, type ReviewIntent, type ReviewSnapshot } from './app-review.machine';

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
const acts = [
  ...REVIEW_ACTIONS.filter((a) => a !== 'autoPublish').map((action) => ({ type: 'user.act', action, content: 'Looks good', category: 'cat_ai' })),
  // Typed-text guards: a comment with no text, an approval with no category.
  { type: 'user.act', action: 'comment', content: '' },
  { type: 'user.act', action: 'approve', content: 'ok', category: '' },
];

export const appReviewGraph = defineGraph({
  machine: inert,
  options: {
    events: {
      'xstate.done.actor.loadReview': answers,
      'xstate.error.actor.loadReview': [{ type: 'xstate.error.actor.loadReview', error: new Error('down') }],
      'xstate.done.actor.sendAction': [{ type: 'xstate.done.actor.sendAction', output: { status: 'ok' } }],
      'xstate.error.actor.sendAction': [{ type: 'xstate.error.actor.sendAction', error: new Error('Version already in review') }],
      'user.act': acts,
    },
    simplePaths: false,
    serializeContext: (context: AppReviewContext) => ({ roles: context.snapshot?.roles, pending: context.pending?.action }),
  },
});
