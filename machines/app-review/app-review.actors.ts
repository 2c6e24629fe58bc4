import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import type { AppReviewApi } from '@machines/ports';
import type { ReviewIntent, ReviewSnapshot } from './app-review.types';

/**
 * The store call of each review action. `autoPublish` is the store's own step (role system): no
 * person can take it, so asking for it is a bug, never a comment.
 */
export function sendReviewIntent(api: AppReviewApi, intent: ReviewIntent): Promise<unknown> {
  const content = intent.content?.trim() ?? '';
  const extra = content ? { content } : {};
  const action = intent.action;
  switch (action) {
    case 'request':
      return api.requestReview();
    case 'start':
      return api.review('IN_REVIEW', extra);
    case 'approve':
      return api.review('APPROVED', { ...extra, category: intent.category ?? '' });
    case 'reject':
      return api.review('REJECTED', extra);
    case 'cancel':
      return api.cancelReview();
    case 'publish':
      return api.publish();
    case 'reply':
      return api.comment(content, 'reply');
    case 'comment':
      return api.comment(content, 'comment');
    case 'autoPublish':
      return Promise.reject(new Error('autoPublish is taken by the store itself, never sent by a person'));
    // Stryker disable next-line ConditionalExpression,BlockStatement: unreachable, the cases cover every action (the never check)
    default: {
      const _never: never = action;
      return _never;
    }
  }
}

/** `appReviewMachine.provide(appReviewImplementations({ review }))` at the composition root. */
export function appReviewImplementations(ports: { review: AppReviewApi }) {
  const api = ports.review;
  return {
    actors: {
      loadReview: fromPromise<ReviewSnapshot>(() => api.load()),
      sendAction: fromPromise<unknown, ReviewIntent>(({ input }) => sendReviewIntent(api, input)),
      reviewEvents: fromCallback<AnyEventObject>(({ sendBack }) => api.watch(() => sendBack({ type: 'review.remote' }))),
    },
  };
}
