// index.html's skeleton: the address pattern, and the head start the floor gets from its paint.
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutIdOf, paintedForTesting, releaseHtmlSkeleton, skeletonShownMs } from './html-skeleton';

afterEach(() => paintedForTesting(null));

describe('checkout addresses', () => {
  it('finds the id of a checkout address (also under a mount prefix), and nothing elsewhere', () => {
    expect(checkoutIdOf('/checkout/pay/cs_sbx_one_time')).toBe('cs_sbx_one_time');
    expect(checkoutIdOf('/shop/checkout/pay/plink_1/')).toBe('plink_1');
    expect(checkoutIdOf('/checkout/pay/cs%20x')).toBe('cs x');
    expect(checkoutIdOf('/')).toBeNull();
    expect(checkoutIdOf('/checkout/pay')).toBeNull();
    expect(checkoutIdOf('/checkout/pay/cs_1/extra')).toBeNull();
    expect(checkoutIdOf('/checkout/pay/%E0%A4%A')).toBeNull();
  });
});

describe('the head start of the floor', () => {
  const clock = (now: number, paint: number | undefined) => ({ now: () => now, firstPaint: () => paint });

  it('is the time since the first paint, for the checkout the HTML was painted for', () => {
    paintedForTesting('cs_1');
    expect(skeletonShownMs('cs_1', clock(900, 340))()).toBe(560);
    expect(skeletonShownMs('cs_2', clock(900, 340))()).toBe(0);
  });

  it('is 0 without paint timing (never a guess that would shorten the floor), and never negative', () => {
    paintedForTesting('cs_1');
    expect(skeletonShownMs('cs_1', clock(900, undefined))()).toBe(0);
    expect(skeletonShownMs('cs_1', clock(100, 340))()).toBe(0);
  });

  it('is 0 once the first page has used it: a later visit shows its whole floor', () => {
    paintedForTesting('cs_1');
    releaseHtmlSkeleton();
    expect(skeletonShownMs('cs_1', clock(900, 340))()).toBe(0);
  });

  it('is 0 when the document was not opened on a checkout (no HTML skeleton painted)', () => {
    expect(skeletonShownMs('cs_1', clock(900, 340))()).toBe(0);
  });
});
