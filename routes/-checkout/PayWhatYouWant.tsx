import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { validateTypedAmount } from '@domain/donation';
import type { LineItem, PaymentCurrency } from '@domain/model';
import { Big, DEFAULT_AMOUNT_PRECISION, money, moneyTokens, tryFromTokenToUnit } from '@domain/money';
import type { ValidationResult } from '@domain/validation';
import type { checkoutSessionMachine } from '@machines/checkout-session/checkout-session.machine';
import { CustomAmountInput } from '@ui/checkout/summary/CustomAmountInput';
import type { MessageLike } from '@ui/common/useMessageText';

export interface PayWhatYouWantProps {
  item: LineItem;
  currency: PaymentCurrency;
  disabled: boolean;
  /** The server refused the amount last sent (or the call failed): shown at the field. */
  refusal: MessageLike | undefined;
  sessionActor: ActorRefFrom<typeof checkoutSessionMachine>;
  onPayableChange: (payable: boolean) => void;
}

/** The typed text checked by the domain, and the smallest-unit amount to send when it is payable. */
function readAmount(text: string, item: LineItem, currency: PaymentCurrency): { check: ValidationResult; unit: string | null } {
  const limits = item.price.custom_unit_amount;
  const check = validateTypedAmount(text, {
    minimum: limits?.minimum ?? null,
    maximum: limits?.maximum ?? null,
    precision: currency.maximum_precision ?? DEFAULT_AMOUNT_PRECISION,
  });
  if (!check.ok) return { check, unit: null };
  const unit = tryFromTokenToUnit(check.value ?? text.trim(), currency.decimal);
  return { check, unit: unit.ok && !new Big(unit.value).isZero() ? unit.value : null };
}

/**
 * Pay-what-you-want: the text as typed, read by the domain (validateTypedAmount:
 * unreadable text, precision, the price's range). A valid amount goes to the session at once —
 * the session machine keeps only the latest while one is on its way and Pay is busy until the
 * session has it; an invalid one is not sent, its reason shows at the field, and Pay is disabled.
 */
export function PayWhatYouWant({ item, currency, disabled, refusal, sessionActor, onPayableChange }: PayWhatYouWantProps) {
  const [value, setValue] = useState(() =>
    item.custom_amount ? moneyTokens(money(item.custom_amount, currency)) : '',
  );
  const { check, unit } = readAmount(value, item, currency);
  const payable = unit !== null;
  useEffect(() => onPayableChange(payable), [payable, onPayableChange]);

  const change = (next: string) => {
    setValue(next);
    const amount = readAmount(next, item, currency).unit;
    if (amount !== null) sessionActor.send({ type: 'user.setAmount', priceId: item.price_id, amount });
  };
  return (
    <CustomAmountInput
      value={value}
      currency={currency}
      disabled={disabled}
      error={check.ok ? (refusal ?? null) : check}
      onChange={change}
    />
  );
}
