// The plans a pricing table shows for one cycle and currency: each with its price in that
// currency, its free trial, its badge, its features and what its button says.
import type { RecurringLike } from '../interval';
import { money, type Money, type MoneyCurrency } from '../money';
import { getPriceCurrencyOptions, getPriceUnitAmount, type PriceLike } from '../pricing';
import { formatFreeTrialTime, getAppliedTrial, type FreeTrialTime, type TrialSettingsLike } from '../trial';
import type { LocalizedMessage } from '../validation/result';
import { intervalKeyOf } from './table-intervals';

/** What the plan rules read of a table item. */
export interface TablePlanLike {
  readonly price_id: string;
  readonly price: PriceLike & { readonly recurring?: RecurringLike | null | undefined };
  readonly product: { readonly name: string; readonly description?: string | null | undefined; readonly features?: readonly { readonly name: string }[] | null | undefined };
  readonly is_highlight: boolean;
  readonly highlight_text?: string | null | undefined;
  readonly subscription_data?: TrialSettingsLike | null | undefined;
}

/** The badge texts the real product names; any other text is the merchant's own and shown as written. */
export const HIGHLIGHT_PRESETS = ['popular', 'recommended', 'deal'] as const;
export type HighlightPreset = (typeof HIGHLIGHT_PRESETS)[number];
export type Highlight = { readonly kind: 'preset'; readonly preset: HighlightPreset } | { readonly kind: 'text'; readonly text: string };

/** 'trial' → "Try for free", 'subscribe' → "Subscribe". */
export type PlanAction = 'trial' | 'subscribe';

export interface TablePlan<P extends TablePlanLike = TablePlanLike> {
  readonly item: P;
  /** The unit amount in the chosen currency, per cycle. */
  readonly price: Money;
  /** The free period in the chosen currency; count 0 when there is none. */
  readonly trial: FreeTrialTime;
  readonly action: PlanAction;
  readonly highlight: Highlight | null;
  readonly features: readonly string[];
}

/** A plan's badge: the preset it names, the merchant's own text, or "popular" when it is highlighted without one. */
export function highlightOf(plan: Pick<TablePlanLike, 'is_highlight' | 'highlight_text'>): Highlight | null {
  if (!plan.is_highlight) return null;
  const text = plan.highlight_text?.trim() ?? '';
  if (text === '') return { kind: 'preset', preset: 'popular' };
  const preset = HIGHLIGHT_PRESETS.find((candidate) => candidate === text.toLowerCase());
  return preset ? { kind: 'preset', preset } : { kind: 'text', text };
}

/**
 * The free period of a plan in a currency: its trial days, unless the trial is offered only in
 * other currencies (trial_currency, docs/spec/checkout-and-billing.md §4).
 */
export function planTrial(plan: Pick<TablePlanLike, 'subscription_data'>, currencyId: string): FreeTrialTime {
  return { count: getAppliedTrial(plan.subscription_data, currencyId).trialInDays, unit: 'day' };
}

/** "Free for 14 days", or null without a trial. */
export const trialText = (trial: FreeTrialTime): LocalizedMessage | null => (trial.count > 0 ? formatFreeTrialTime(trial, 'freeFor') : null);

const offers = (price: PriceLike, currencyId: string) => getPriceCurrencyOptions(price).some((option) => option.currency_id === currencyId);

/**
 * The plans of one cycle that can be paid in the chosen currency, in the table's order; a plan
 * priced in other currencies only is left out rather than shown at zero.
 */
export function tablePlans<P extends TablePlanLike>(plans: readonly P[], intervalKey: string, currency: MoneyCurrency): TablePlan<P>[] {
  return plans
    .filter((plan) => plan.price.recurring && intervalKeyOf(plan.price.recurring) === intervalKey && offers(plan.price, currency.id))
    .map((plan) => {
      const trial = planTrial(plan, currency.id);
      return {
        item: plan,
        price: money(getPriceUnitAmount(plan.price, currency).amount, currency),
        trial,
        action: trial.count > 0 ? 'trial' : 'subscribe',
        highlight: highlightOf(plan),
        features: (plan.product.features ?? []).map((feature) => feature.name.trim()).filter((name) => name !== ''),
      };
    });
}
