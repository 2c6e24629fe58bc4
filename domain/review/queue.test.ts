import { describe, expect, it } from 'vitest';
import { QUEUE_PAGE_SIZE, queuePages, queueQueryToSearch, queueStatuses, readQueueQuery } from '@domain/review';

describe('the review queue’s address', () => {
  it('opens on what awaits a decision, first page, 10 a page', () => {
    expect(readQueueQuery({})).toEqual({ filter: 'pending', keyword: '', page: 1 });
    expect(queueStatuses('pending')).toEqual(['PENDING_REVIEW', 'IN_REVIEW']);
    expect(QUEUE_PAGE_SIZE).toBe(10);
  });

  it.each([
    [{ state: 'all' }, { filter: 'all', keyword: '', page: 1 }],
    [{ state: 'REJECTED', q: ' wiki ', page: '3' }, { filter: 'REJECTED', keyword: 'wiki', page: 3 }],
    [{ state: 'nonsense', page: '-2' }, { filter: 'pending', keyword: '', page: 1 }],
    [{ page: '1.5' }, { filter: 'pending', keyword: '', page: 1 }],
  ])('%j → %j', (search, query) => {
    expect(readQueueQuery(search)).toEqual(query);
  });

  it('keeps a search of at most 100 characters', () => {
    expect(readQueueQuery({ q: `  ${'a'.repeat(150)}  ` }).keyword).toBe('a'.repeat(100));
  });

  it('round-trips, leaving the defaults out', () => {
    expect(queueQueryToSearch({ filter: 'pending', keyword: '', page: 1 })).toEqual({});
    const query = { filter: 'all', keyword: 'z1abc', page: 2 } as const;
    expect(readQueueQuery(queueQueryToSearch(query))).toEqual(query);
  });

  it('asks for every app under all, one state under a state', () => {
    expect(queueStatuses('all')).toEqual([]);
    expect(queueStatuses('APPROVED')).toEqual(['APPROVED']);
  });

  it.each([
    [0, 1],
    [10, 1],
    [11, 2],
    [64, 7],
  ])('%i rows make %i pages', (total, pages) => {
    expect(queuePages(total)).toBe(pages);
  });
});
