import { REVIEW_STATES, type ReviewState } from './states';

/** The console's tables show 10 rows a page (docs/reference/store-shell.md §1.5: console tables, page size 10). */
export const QUEUE_PAGE_SIZE = 10;

/** The admin's "pending operation": what awaits a decision (docs/reference/store-shell.md §1.5: reviewStatus PENDING_REVIEW or IN_REVIEW). */
export const PENDING_OPERATION: ReadonlyArray<ReviewState> = ['PENDING_REVIEW', 'IN_REVIEW'];

/** 'pending' (the default: the work to do), 'all', or one review state. */
export type QueueFilter = 'pending' | 'all' | ReviewState;

export interface QueueQuery {
  readonly filter: QueueFilter;
  readonly keyword: string;
  readonly page: number;
}

/** The queue's address: ?state=all|<STATE> (absent: pending operation), ?q= the search, ?page= from 1. */
export function readQueueQuery(search: Readonly<Record<string, unknown>>): QueueQuery {
  const state = typeof search.state === 'string' ? search.state : '';
  const filter: QueueFilter = state === 'all' ? 'all' : (REVIEW_STATES.find((s) => s === state) ?? 'pending');
  const keyword = typeof search.q === 'string' ? search.q.trim().slice(0, 100) : '';
  const page = Number(search.page);
  return { filter, keyword, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The search params of a query, defaults left out (a clean address for the first screen). */
export function queueQueryToSearch(query: QueueQuery): { state?: string; q?: string; page?: number } {
  return {
    ...(query.filter === 'pending' ? {} : { state: query.filter }),
    ...(query.keyword ? { q: query.keyword } : {}),
    ...(query.page > 1 ? { page: query.page } : {}),
  };
}

/** The review states a filter asks the server for (none: every app). */
export const queueStatuses = (filter: QueueFilter): ReadonlyArray<ReviewState> => (filter === 'pending' ? PENDING_OPERATION : filter === 'all' ? [] : [filter]);

/** How many pages `total` rows make (at least one). */
export const queuePages = (total: number): number => Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
