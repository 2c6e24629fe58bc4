import type { ReviewAction } from './states';

/**
 * The lines the store writes into a version's review history when its state changes, as the real
 * store writes them (in English, on the wire). The interface shows them through their i18n key,
 * so that the history reads in the page's language.
 */
export const REVIEW_SYSTEM_LINES: Readonly<Partial<Record<ReviewAction, string>>> = {
  request: '🚧 Pending Review!',
  start: '👀 In Review ...',
  approve: '✅ Approved !',
  reject: '⛔ Rejected !',
  cancel: '✖️ Canceled by user!',
  publish: '🚀 Published !',
  autoPublish: '🚀 Auto Published !',
};

/** The i18n key of a history line the store wrote (`review.history.reject`), or null for a person's words. */
export function systemLineKey(content: string): string | null {
  const entry = Object.entries(REVIEW_SYSTEM_LINES).find(([, line]) => line === content.trim());
  return entry ? `review.history.${entry[0]}` : null;
}
