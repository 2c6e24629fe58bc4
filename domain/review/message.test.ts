import { describe, expect, it } from 'vitest';
import { REVIEW_ACTIONS, REVIEW_SYSTEM_LINES, TERMINAL_STATES, hasMessage, isTerminal, missingMessage, needsMessage, reviewInProgress, systemLineKey } from '@domain/review';

describe('the reviewer’s message (docs/reference/store-shell.md §2.2: Approve, Reject and Comment are disabled while it is empty)', () => {
  it('is needed by approve, reject, reply and comment only', () => {
    expect(REVIEW_ACTIONS.filter(needsMessage)).toEqual(['reply', 'approve', 'reject', 'comment']);
  });

  it.each([
    ['', false],
    ['   ', false],
    ['\n\t', false],
    [undefined, false],
    [null, false],
    ['Missing screenshots', true],
    ['  x  ', true],
  ])('%j counts as a message: %s', (text, expected) => {
    expect(hasMessage(text)).toBe(expected);
  });

  it('is needed by no action the workflow does not know', () => {
    expect(needsMessage('delete' as never)).toBe(false);
  });

  it('is missing only where the action needs one', () => {
    expect(missingMessage('reject', '  ')).toBe(true);
    expect(missingMessage('approve', '')).toBe(true);
    expect(missingMessage('reject', 'Crashes on start')).toBe(false);
    expect(missingMessage('start', '')).toBe(false);
    expect(missingMessage('cancel', '')).toBe(false);
  });
});

describe('review history lines', () => {
  it('names each store line by its i18n key, and a person’s words by none', () => {
    expect(systemLineKey('⛔ Rejected !')).toBe('review.history.reject');
    expect(systemLineKey('🚧 Pending Review!')).toBe('review.history.request');
    expect(systemLineKey('Please add screenshots')).toBeNull();
    for (const [action, line] of Object.entries(REVIEW_SYSTEM_LINES)) expect(systemLineKey(line)).toBe(`review.history.${action}`);
  });

  // The lines exactly as the real store writes them (docs/reference/store-shell.md §2, the workflow table).
  it.each([
    ['👀 In Review ...', 'start'],
    ['✅ Approved !', 'approve'],
    ['✖️ Canceled by user!', 'cancel'],
    ['🚀 Published !', 'publish'],
    ['🚀 Auto Published !', 'autoPublish'],
    // A line the store padded with a newline is still its line.
    ['  ⛔ Rejected !\n', 'reject'],
  ])('%j is the store’s %s line', (line, action) => {
    expect(systemLineKey(line)).toBe(`review.history.${action}`);
  });

  it('has every line in both catalogues', async () => {
    const { domain: en } = await import('../../ui/i18n/messages/en/boot/domain');
    const { domain: zh } = await import('../../ui/i18n/messages/zh/boot/domain');
    for (const line of Object.values(REVIEW_SYSTEM_LINES)) {
      expect(en).toHaveProperty([systemLineKey(line)!]);
      expect(zh).toHaveProperty([systemLineKey(line)!]);
    }
  });
});

describe('closed versions', () => {
  it('a rejected, cancelled or published version never changes state again', () => {
    expect(TERMINAL_STATES).toEqual(['REJECTED', 'CANCELLED', 'PUBLISHED']);
    expect(isTerminal('PUBLISHED')).toBe(true);
    expect(isTerminal('APPROVED')).toBe(false);
  });
});

describe('reviewInProgress (no upload while a version is pending, in review or approved)', () => {
  it.each([
    ['PENDING_REVIEW', true, true],
    ['IN_REVIEW', true, true],
    ['APPROVED', true, true],
    ['REJECTED', true, false],
    ['CANCELLED', true, false],
    ['PUBLISHED', true, false],
    ['DRAFT', true, false],
    [null, true, false],
    ['IN_REVIEW', false, false],
  ] as const)('%s (needReview %s) → %s', (status, needReview, expected) => {
    expect(reviewInProgress(needReview, status)).toBe(expected);
  });
});
