import type { SnapshotFrom } from 'xstate';
import { formatError } from '@domain/errors';
import type { AutoTopUpDraft, AutoTopUpField } from '@domain/auto-top-up';
import type { AutoTopUpConfig } from '@domain/model';
import type { Invalid } from '@domain/validation';
import type { autoTopUpMachine, AuthProblem } from './auto-top-up.machine';

export interface AutoTopUpView {
  step: 'loading' | 'loadFailed' | 'editing' | 'saving' | 'cardSetup' | 'walletAuth' | 'authorizing' | 'done';
  busy: boolean;
  config: AutoTopUpConfig | null;
  draft: AutoTopUpDraft;
  errors: Partial<Record<AutoTopUpField, Invalid>>;
  /** A failed call's text (docs/spec/checkout-and-billing.md §8 rule), or null. */
  errorText: string | null;
  problem: AuthProblem | null;
  cardSecret: string | null;
}

/** Snapshot in, view model out: the dialog never looks at state names or events. */
export function autoTopUpView(snapshot: SnapshotFrom<typeof autoTopUpMachine>): AutoTopUpView {
  const { context } = snapshot;
  const step: AutoTopUpView['step'] = snapshot.status === 'done'
    ? 'done'
    : snapshot.matches('loading')
      ? 'loading'
      : snapshot.matches('loadFailed')
        ? 'loadFailed'
        : snapshot.matches('cardSetup')
          ? 'cardSetup'
          : snapshot.matches('walletAuth')
            ? 'walletAuth'
            : snapshot.matches('authorized')
              ? 'authorizing'
              : snapshot.matches('saving') || snapshot.matches('disabling')
                ? 'saving'
                : 'editing';
  return {
    step,
    busy: snapshot.hasTag('busy'),
    config: context.config,
    draft: context.draft,
    errors: context.errors,
    errorText: context.error ? formatError(context.error) : null,
    problem: context.problem,
    cardSecret: context.cardSetup?.client_secret ?? null,
  };
}
