import { formatError } from '@domain/errors';
import type { Price, Subscription } from '@domain/model';
import type { ChangePlanPreview } from '@domain/model/subscription-actions';
import { ACTIONS_BY_PHASE, otherPlans, phaseOf, type LifecycleAction, type LifecyclePhase } from '@domain/subscription';
import type { PlanNotice, SubscriptionLifecycleContext } from './subscription-lifecycle.setup';

/** The dialog on screen and its step. */
export type LifecycleDialog =
  | { kind: 'none' }
  | { kind: 'cancel'; step: 'editing' | 'submitting' }
  | { kind: 'resume'; step: 'checking' | 'confirming' | 'confirmingRestake' | 'restaking' | 'recovering' }
  | {
      kind: 'plan';
      step: 'loadingPlans' | 'unavailable' | 'choosing' | 'previewing' | 'confirming' | 'applying' | 'paying' | 'verifying' | 'discarding' | 'succeeded' | 'failed';
      plans: readonly Price[];
      selectedPriceId: string | null;
      preview: ChangePlanPreview | null;
      /** A new quote replaced an old one, or the payment did not go through (the dialog says which). */
      notice: PlanNotice | null;
    }
  | { kind: 'payment'; step: 'choosing' | 'delegating' | 'submitting' | 'cardSetup' | 'succeeded'; clientSecret: string | null; intentType: string | null }
  | { kind: 'overdue' };

export interface SubscriptionLifecycleView {
  status: 'loading' | 'failed' | 'ready';
  subscription: Subscription | null;
  phase: LifecyclePhase | null;
  /** Offered actions; none while a dialog or a refresh is under way. */
  actions: readonly LifecycleAction[];
  dialog: LifecycleDialog;
  busy: boolean;
  /** The last failure as text (docs/spec/checkout-and-billing.md §8 error rule), or null. */
  error: string | null;
}

interface SnapshotLike {
  value: unknown;
  context: SubscriptionLifecycleContext;
  hasTag(tag: string): boolean;
}

const topOf = (value: unknown) => (typeof value === 'string' ? value : Object.keys(value as object)[0]!);
/** The dialog's step: the child of the top state (a top state with no child has none, and no dialog reads it). */
const stepOf = (value: unknown, top: string) => (value as Record<string, string>)[top]!;

function dialogOf(top: string, step: string, context: SubscriptionLifecycleContext): LifecycleDialog {
  switch (top) {
    case 'cancel':
      return { kind: 'cancel', step: step as 'editing' };
    case 'resume':
      return { kind: 'resume', step: step as 'checking' };
    case 'planChange':
      return {
        kind: 'plan',
        step: step as 'choosing',
        // Stryker disable next-line ArrayDeclaration: unreachable, the plan dialog opens only from a phase, with a subscription held
        plans: context.subscription ? otherPlans(context.subscription, context.plans) : [],
        selectedPriceId: context.selectedPriceId,
        preview: context.preview,
        notice: context.planNotice,
      };
    case 'paymentChange':
      return { kind: 'payment', step: step as 'choosing', clientSecret: context.cardSetup?.client_secret ?? null, intentType: context.cardSetup?.intent_type ?? null };
    case 'payingDue':
      return { kind: 'overdue' };
    default:
      return { kind: 'none' };
  }
}

/** Pure: what the subscription page shows for a snapshot. */
export function subscriptionLifecycleView(snapshot: SnapshotLike): SubscriptionLifecycleView {
  const { context } = snapshot;
  const top = topOf(snapshot.value);
  const status = top === 'loading' ? 'loading' : top === 'failed' ? 'failed' : 'ready';
  const phase = context.subscription ? phaseOf(context.subscription) : null;
  // A state name is never null: the page rests on the phase only when there is one.
  const settled = top === phase;
  return {
    status,
    subscription: context.subscription,
    phase,
    actions: settled ? ACTIONS_BY_PHASE[phase as LifecyclePhase] : [],
    dialog: dialogOf(top, stepOf(snapshot.value, top), context),
    busy: snapshot.hasTag('busy'),
    error: context.error ? formatError(context.error) : null,
  };
}
