// What must hold in each app review state, from the review rules (docs/reference/store-shell.md
// §2, table (b); docs/spec/shell-store-and-tables.md §4): the buttons each role is offered in each
// of the seven review states, the confirmation reject and cancel need, the typed message and the
// category kept until the server took them, the error of a load or an action, a refusal, and what
// an action sends to the store (the text typed when it was taken, an approval's category).
// The tables below are written out from the reference on purpose, not read from domain/review:
// a wrong row there (a rejected version that can be requested again) must disagree with them.
import type { EventObject } from 'xstate';
import { defineOracle, type OracleStep } from '@machines/test-kit/oracle';
import { appReviewView } from './app-review.view';

type Snapshot = Parameters<typeof appReviewView>[0];
type Status = 'DRAFT' | 'PENDING_REVIEW' | 'IN_REVIEW' | 'APPROVED' | 'REJECTED' | 'CANCELLED' | 'PUBLISHED';
type Role = 'dev' | 'admin';

/**
 * The buttons per state and role for a normal review (needReview on, the version under review,
 * not blocked, no earlier review passed), in the order the panel lists them. A draft is requested
 * (published only without review); pending is started by an admin; in review the admin replies,
 * approves or rejects; an approved version is published or cancelled by its owner; the three final
 * states only take comments.
 */
const OFFERED: Record<Status, Record<Role, string[]>> = {
  DRAFT: { dev: ['request'], admin: [] },
  PENDING_REVIEW: { dev: ['comment', 'cancel'], admin: ['start', 'comment'] },
  IN_REVIEW: { dev: ['comment', 'cancel'], admin: ['reply', 'approve', 'reject', 'comment'] },
  APPROVED: { dev: ['comment', 'cancel', 'publish'], admin: ['comment'] },
  REJECTED: { dev: ['comment'], admin: ['comment'] },
  CANCELLED: { dev: ['comment'], admin: ['comment'] },
  PUBLISHED: { dev: ['comment'], admin: ['comment'] },
};
/** Who may take each action at all, and from which states (the reference's actor and from columns). */
const ACTORS: Record<string, Role[]> = { request: ['dev'], start: ['admin'], reply: ['admin'], approve: ['admin'], reject: ['admin'], comment: ['dev', 'admin'], cancel: ['dev'], publish: ['dev'] };
const FROM: Record<string, Status[]> = {
  request: ['DRAFT'],
  start: ['PENDING_REVIEW'],
  reply: ['IN_REVIEW'],
  approve: ['IN_REVIEW'],
  reject: ['IN_REVIEW'],
  comment: ['PENDING_REVIEW', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'CANCELLED', 'PUBLISHED'],
  cancel: ['PENDING_REVIEW', 'IN_REVIEW', 'APPROVED'],
  publish: ['DRAFT', 'APPROVED'],
};
/** The drawer disables these while the message is empty (whitespace is empty). */
const NEEDS_MESSAGE = ['reply', 'approve', 'reject', 'comment'];
/** Cannot be undone: a confirmation first. */
const IRREVERSIBLE = ['reject', 'cancel'];
const FINAL: Status[] = ['REJECTED', 'CANCELLED', 'PUBLISHED'];
/** The order the panel lists its buttons in. */
const ORDER = ['request', 'start', 'reply', 'approve', 'reject', 'comment', 'cancel', 'publish'];

const typedText = (text: string) => text.trim() !== '';

/** Why the server refuses an action, checked as the reference lists them: actor, state, then the typed text. */
function refusalOf(status: Status, action: string, roles: Role[], message: string, category: string): string | null {
  if (!roles.some((role) => ACTORS[action]?.includes(role))) return 'forbidden';
  if (!FROM[action]?.includes(status)) return status === 'REJECTED' || status === 'CANCELLED' ? 'terminal' : 'invalidState';
  if (action === 'publish' && status === 'DRAFT') return 'reviewRequired';
  if (action === 'approve' && !category.trim()) return 'categoryRequired';
  if (NEEDS_MESSAGE.includes(action) && !typedText(message)) return 'contentRequired';
  return null;
}

interface Sent {
  action: string;
  content?: string;
  category?: string;
}

/** What a person has seen happen, folded from the events of the path: the oracle's own model. */
interface Seen {
  phase: 'loading' | 'failed' | 'idle' | 'confirming' | 'sending' | 'rechecking' | 'stale';
  status: Status | null;
  roles: Role[];
  message: string;
  category: string;
  pending: Sent | null;
  refusal: string | null;
  error: string | null;
  /** The state the version moved to while a confirmation was open (the dialog says so). */
  changed: Status | null;
}

type Payload = EventObject & { output?: { status: Status; roles: Role[] }; error?: unknown; message?: string; category?: string; action?: string };

const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

function act(seen: Seen, action: string): Seen {
  const refusal = seen.status ? refusalOf(seen.status, action, seen.roles, seen.message, seen.category) : 'unknownAction';
  if (refusal) return { ...seen, refusal: `review.refused.${refusal}` };
  // What goes to the store when it is sent: the text typed when the action was taken, an approval's category.
  const pending = { action, ...(NEEDS_MESSAGE.includes(action) ? { content: seen.message } : {}), ...(action === 'approve' ? { category: seen.category } : {}) };
  return { ...seen, phase: IRREVERSIBLE.includes(action) ? 'confirming' : 'sending', pending, refusal: null, error: null };
}

/** The server took the action: its message (if it sent the one still typed) and an approval's category are spent. */
function sent(seen: Seen): Seen {
  const spent = seen.pending?.content !== undefined && typedText(seen.pending.content) && seen.pending.content === seen.message;
  return { ...seen, phase: 'loading', message: spent ? '' : seen.message, category: seen.pending?.action === 'approve' ? '' : seen.category, pending: null };
}

function step(seen: Seen, event: Payload): Seen {
  switch (event.type) {
    case 'user.type':
      return { ...seen, message: event.message ?? '', refusal: null };
    case 'user.pickCategory':
      return { ...seen, category: event.category ?? '', refusal: null };
  }
  switch (`${seen.phase} ${event.type}`) {
    case 'loading xstate.done.actor.loadReview':
      return { ...seen, phase: 'idle', status: event.output!.status, roles: event.output!.roles, error: null };
    case 'loading xstate.error.actor.loadReview':
      return { ...seen, phase: 'failed', error: errorText(event.error) };
    case 'failed user.retry':
    case 'idle user.reload':
    case 'idle review.remote':
      return { ...seen, phase: 'loading' };
    case 'idle user.act':
      return act(seen, event.action ?? '');
    case 'confirming user.confirm':
      return { ...seen, phase: 'sending' };
    case 'confirming user.dismiss':
      return { ...seen, phase: 'idle', pending: null, changed: null };
    // The other side acted while the dialog was open: the version is asked again, the dialog stays.
    case 'confirming review.remote':
    case 'stale review.remote':
      return { ...seen, phase: 'rechecking' };
    case 'rechecking xstate.done.actor.loadReview': {
      const { status, roles } = event.output!;
      const action = seen.pending?.action ?? '';
      // Confirmable again only where the rules still allow the action for this viewer, with what is typed now.
      const phase = refusalOf(status, action, roles, seen.message, seen.category) ? 'stale' : 'confirming';
      return { ...seen, phase, status, roles, changed: status, error: null };
    }
    case 'rechecking xstate.error.actor.loadReview':
      return { ...seen, phase: 'failed', error: errorText(event.error), pending: null, changed: null };
    case 'stale user.dismiss':
      return { ...seen, phase: 'loading', pending: null, changed: null };
    case 'sending xstate.done.actor.sendAction':
      return { ...sent(seen), changed: null };
    case 'sending xstate.error.actor.sendAction':
      return { ...seen, phase: 'idle', error: errorText(event.error), pending: null, changed: null };
    default:
      return seen;
  }
}

const START: Seen = { phase: 'loading', status: null, roles: [], message: '', category: '', pending: null, refusal: null, error: null, changed: null };
const seenAfter = (events: readonly EventObject[]) => events.reduce<Seen>((seen, event) => step(seen, event as Payload), START);

/** The view's facts, with the error as the text the panel shows. */
const observe = (snapshot: Snapshot) => {
  const { error, ...view } = appReviewView(snapshot);
  // The graph's store call never answers: what it was asked to send is its input.
  const sending = (snapshot.children as Record<string, { getSnapshot: () => { input?: unknown } } | undefined>).sendAction;
  return { ...view, errorText: errorText(error), sent: sending?.getSnapshot().input ?? null };
};

/** Kept everywhere: what was typed and chosen. */
const kept = (seen: Seen) => ({ message: seen.message, category: seen.category });

/** A review state as it must look: its status, the buttons for the viewer's roles, what is waiting for a message. */
function ready(status: Status, seen: Seen) {
  const actions = [...new Set(seen.roles.flatMap((role) => OFFERED[status][role]))].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  const messageActions = actions.filter((action) => NEEDS_MESSAGE.includes(action));
  return {
    ...kept(seen),
    phase: 'ready' as const,
    status,
    actions,
    final: FINAL.includes(status),
    messageActions,
    waitingForMessage: typedText(seen.message) ? [] : messageActions,
    errorText: seen.error,
    refusalKey: seen.refusal,
  };
}
/** The open confirmation: its action and text, the state the version moved to meanwhile, and why it can no longer be confirmed. */
function dialog(seen: Seen, refusalKey: string | null = null) {
  const action = seen.pending?.action ?? '';
  return { action, textKey: `review.confirm.${action}`, changed: seen.changed ? { status: seen.changed } : null, refusalKey };
}

/** While loading or after a failed load: the buttons of the last answer, nothing before the first. */
function offeredSoFar(seen: Seen) {
  if (!seen.status) return { actions: [], messageActions: [], waitingForMessage: [], final: false };
  const { actions, messageActions, waitingForMessage, final } = ready(seen.status, seen);
  return { actions, messageActions, waitingForMessage, final };
}

const NODES: [string, Status, boolean][] = [
  ['draft', 'DRAFT', false],
  ['pendingReview', 'PENDING_REVIEW', true],
  ['inReview', 'IN_REVIEW', true],
  ['approved', 'APPROVED', true],
  ['rejected', 'REJECTED', false],
  ['cancelled', 'CANCELLED', false],
  ['published', 'PUBLISHED', false],
];

type Entry = (step: OracleStep<Snapshot>) => Record<string, unknown>;
const reviewEntries = Object.fromEntries(
  NODES.flatMap(([node, status, confirms]) => {
    const entries: [string, Entry][] = [
      [`appReview.${node}.idle`, ({ events }) => ({ ...ready(status, seenAfter(events)), busy: false, confirming: null, sent: null })],
      [
        `appReview.${node}.sending`,
        ({ events }) => {
          const seen = seenAfter(events);
          return { ...ready(status, seen), busy: true, confirming: null, sent: seen.pending };
        },
      ],
    ];
    if (confirms)
      entries.push([
        `appReview.${node}.confirming`,
        ({ events }) => {
          const seen = seenAfter(events);
          return { ...ready(status, seen), busy: false, confirming: dialog(seen), sent: null };
        },
      ]);
    return entries;
  }),
);

const loadEntries: Record<string, Entry> = {
  'appReview.loading': ({ events }) => {
    const seen = seenAfter(events);
    return { ...kept(seen), ...offeredSoFar(seen), phase: 'loading', busy: true, confirming: null, status: seen.status, sent: null };
  },
  'appReview.failed': ({ events }) => {
    const seen = seenAfter(events);
    return { ...kept(seen), ...offeredSoFar(seen), phase: 'failed', busy: false, confirming: null, errorText: seen.error, sent: null };
  },
};

const recheckEntries: Record<string, Entry> = {
  // Asked again with the dialog open: the version as it was, every button waiting, the reason kept.
  'appReview.rechecking': ({ events }) => {
    const seen = seenAfter(events);
    return { ...ready(seen.status!, seen), busy: true, confirming: dialog(seen), sent: null };
  },
  // The version moved where the action is refused: the new state behind the dialog, Confirm refused with the reason.
  'appReview.stale': ({ events }) => {
    const seen = seenAfter(events);
    const reason = refusalOf(seen.status!, seen.pending?.action ?? '', seen.roles, seen.message, seen.category);
    return { ...ready(seen.status!, seen), busy: false, confirming: dialog(seen, `review.refused.${reason}`), sent: null };
  },
};

export const appReviewOracle = defineOracle<Snapshot, ReturnType<typeof observe>>({
  observe,
  describe: {
    phase: 'the panel is loading, failed or shows the review',
    status: 'the status chip',
    actions: 'the action buttons offered',
    busy: 'every button is disabled while an action is on its way',
    confirming: 'the confirmation of an irreversible action, and its text',
    final: 'the version can no longer change',
    errorText: 'the error shown',
    refusalKey: 'the refusal shown',
    message: 'the text in the message box',
    category: 'the chosen category',
    messageActions: 'the actions that send the message',
    waitingForMessage: 'the buttons disabled until a message is typed',
    sent: 'what the store is asked to do: the action, the text typed when it was taken, an approval\'s category',
  },
  states: {
    ...loadEntries,
    ...reviewEntries,
    ...recheckEntries,
  },
});
