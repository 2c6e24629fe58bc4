import { useEffect, useRef, useState } from 'react';
import { MIN_SKELETON_MS } from './table-constants';

/**
 * True while `loading`, and until at least `minMs` have passed since it became true: a skeleton
 * that flashes for 30 ms reads as a glitch (docs/spec/shell-store-and-tables.md §9: the skeleton shows at least 500 ms).
 */
export function useMinimumLoading(loading: boolean, minMs: number = MIN_SKELETON_MS): boolean {
  const startedAt = useRef<number | null>(null);
  const [previous, setPrevious] = useState(loading);
  const [holding, setHolding] = useState(false);
  // Loading just ended: hold the skeleton (state adjusted during render, React's documented pattern).
  if (previous !== loading) {
    setPrevious(loading);
    setHolding(!loading);
  }
  useEffect(() => {
    if (loading) startedAt.current = Date.now();
  }, [loading]);
  useEffect(() => {
    if (!holding) return undefined;
    const left = startedAt.current === null ? 0 : minMs - (Date.now() - startedAt.current);
    const timer = setTimeout(() => setHolding(false), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [holding, minMs]);
  return loading || holding;
}
