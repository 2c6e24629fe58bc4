// Pricing tables (prctbl_…): the interval switch, the currency select and the plans they show.
export {
  /** "month-1": the key plans are grouped by (interval and count). */
  intervalKeyOf,
  /** The cycles of a table's plans, each once, shortest first; one-time prices belong to none. */
  tableIntervals,
  /** The switch's label of a cycle: "monthly", "every 3 months". */
  intervalLabel,
  /** The cycle asked for when the table has it, else the shortest. */
  chooseInterval,
  /** 'none' for one cycle, 'select' on a small screen with more than two, else 'segmented'. */
  intervalControl,
  type TableInterval,
  type IntervalControl,
} from './table-intervals';
export {
  /** Currency ids the plans of a cycle offer, in the plans' order. */
  tableCurrencyIds,
  /** The current currency while offered, else the table's own, else the first. */
  chooseCurrency,
} from './table-currencies';
export {
  /** The plans of a cycle payable in a currency: price (Money), trial, action, badge, features. */
  tablePlans,
  /** "Free for {n} days", or null without a trial. */
  trialText,
  type TablePlan,
  type Highlight,
  type HighlightPreset,
  type PlanAction,
} from './table-plans';
