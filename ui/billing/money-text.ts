// Amount texts of the billing, portal and outcome views, on top of ui/common/Amount (grouped thousands).
import { type Money } from '@domain/money';
import { stakeMoney } from '@domain/money/record-money';
import type { Subscription } from '@domain/model';
import { amountText } from '../common/Amount';

/** An amount as "1.5 ABT", thousands grouped; "-" when its currency is unknown (never guessed decimals). */
export const unitAmountText = (value: Money | null | undefined): string => (value ? amountText(value, { grouped: true }) : '-');

/** A subscription's stake in the currency it was locked in ("10 ABT"), whatever the subscription pays with now. */
export const stakeText = (subscription: Subscription): string => unitAmountText(stakeMoney(subscription));
