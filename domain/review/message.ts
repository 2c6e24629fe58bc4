import { transitionOf } from './transitions';
import type { ReviewAction } from './states';

/**
 * The reviewer's message: which actions need one (approve, reject, reply, comment: the rows that
 * guard `contentGiven`), and when a typed text counts as one (whitespace only does not). The review
 * machine's guard, the panel's disabled buttons and the sandbox back end all read these.
 */
export const needsMessage = (action: ReviewAction): boolean => transitionOf(action)?.guards.includes('contentGiven') ?? false;

export const hasMessage = (text: string | null | undefined): boolean => (text ?? '').trim() !== '';

/** The action needs a message and none is typed: the button is disabled and the server refuses. */
export const missingMessage = (action: ReviewAction, text: string | null | undefined): boolean => needsMessage(action) && !hasMessage(text);
