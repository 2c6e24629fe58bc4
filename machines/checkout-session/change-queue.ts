import { errorCode, errorEventName, formatError } from '@domain/errors';
import type { LineItemChange, Refusal } from './checkout-session.types';

export type { Refusal } from './checkout-session.types';

/**
 * What a line-item change acts on. Two changes of one target replace each other (the latest
 * intent of the payer wins: typing 2, 20, 2, 1 ends with 1); changes of different targets all
 * happen, in the order they were asked for.
 */
export function changeTarget(change: LineItemChange): string {
  switch (change.kind) {
    case 'quantity':
      return `quantity:${change.itemId}`;
    case 'amount':
      return `amount:${change.priceId}`;
    case 'upsell':
    case 'downsell':
      return `upsell:${change.fromPriceId}`;
    case 'addCrossSell':
    case 'removeCrossSell':
      return 'crossSell';
    // One target: the payer's latest promotion intent wins (apply then remove ends removed).
    case 'applyPromotion':
    case 'removePromotion':
    case 'recalculatePromotion':
      return 'promotion';
    default: {
      const _never: never = change;
      return _never;
    }
  }
}

/** The queue with `change` in it: it replaces a queued change of its target, else goes last. */
export function queueLatest(queue: readonly LineItemChange[], change: LineItemChange): LineItemChange[] {
  const target = changeTarget(change);
  const index = queue.findIndex((queued) => changeTarget(queued) === target);
  if (index === -1) return [...queue, change];
  return queue.map((queued, at) => (at === index ? change : queued));
}

export function refusalOf(change: LineItemChange, error: unknown): Refusal {
  const code = errorCode(error);
  return {
    target: changeTarget(change),
    change,
    message: { key: code === undefined ? '' : errorEventName(code), text: formatError(error) },
  };
}

/** Refusals without the one of `change`'s target: asking again replaces the old answer. */
export function withoutRefusalOf(refused: readonly Refusal[], change: LineItemChange): Refusal[] {
  const target = changeTarget(change);
  return refused.filter((refusal) => refusal.target !== target);
}

/** Quantity and amount refusals are shown at their field; other changes (upsell, cross-sell) toast. */
export function refusedAtField(change: LineItemChange): boolean {
  // A refused promotion code is shown at its input, the typed code kept (issue 30 item 2).
  return change.kind === 'quantity' || change.kind === 'amount' || change.kind === 'applyPromotion';
}
