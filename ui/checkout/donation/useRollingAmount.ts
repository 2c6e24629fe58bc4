import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Big, decimalPlaces, toBigOrZero } from '@domain/money';

/** The donation-amount view's random animation: count from `from` to `to` over durationMs. */
export interface RollingAnimation {
  from: string;
  to: string;
  durationMs: number;
}

/**
 * The amount to show while a random amount rolls (a visual effect only: the machine already
 * holds the final amount and ends the animation after its delay). Values stay BigNumber and keep
 * the decimals of the target; with reduced motion the final amount shows at once.
 */
export function useRollingAmount(animation: RollingAnimation | null | undefined): string | null {
  const reducedMotion = useReducedMotion();
  const [frame, setFrame] = useState<{ key: string; value: string } | null>(null);
  // The view builds a new object per snapshot; the animation is identified by its values.
  const fromText = animation?.from;
  const toText = animation?.to;
  const durationMs = animation?.durationMs ?? 0;
  const key = animation ? `${animation.from}>${animation.to}` : '';

  useEffect(() => {
    if (fromText === undefined || toText === undefined || reducedMotion) return undefined;
    const from = toBigOrZero(fromText);
    const to = toBigOrZero(toText);
    const decimals = decimalPlaces(toText);
    const start = performance.now();
    let handle = 0;
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / Math.max(1, durationMs));
      const eased = 1 - (1 - progress) ** 3;
      const value = from.plus(to.minus(from).times(new Big(eased.toFixed(6)))).toFixed(decimals, Big.ROUND_HALF_UP);
      setFrame({ key: `${fromText}>${toText}`, value });
      if (progress < 1) handle = requestAnimationFrame(tick);
    };
    handle = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(handle);
  }, [fromText, toText, durationMs, reducedMotion]);

  if (!animation) return null;
  if (reducedMotion) return animation.to;
  return frame?.key === key ? frame.value : animation.from;
}
