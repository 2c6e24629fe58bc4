// Amount texts of the billing and outcome views, on top of ui/common/Amount (grouped thousands).
import { amountText, type AmountCurrency } from '../common/Amount';

export type { AmountCurrency };

/** A smallest-unit amount ("1500000000000000000") as "1.5 ABT". */
export const unitAmountText = (unit: string | null | undefined, currency: AmountCurrency): string =>
  amountText(unit, currency, { grouped: true });
