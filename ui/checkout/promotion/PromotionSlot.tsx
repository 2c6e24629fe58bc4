import { lazy, Suspense } from 'react';
import type { CheckoutPromotionProps } from './CheckoutPromotion';

// Most checkouts allow no promotion code: the control and its row load only on those that do
// (or carry one), after the form is interactive (the checkout route's budget, docs/speed.md).
const LazyCheckoutPromotion = lazy(() => import('./CheckoutPromotion').then(({ CheckoutPromotion }) => ({ default: CheckoutPromotion })));

/** The promotion code's place on the summary: nothing unless the session allows or has a code. */
export function PromotionSlot(props: CheckoutPromotionProps) {
  if (!props.session.allow_promotion_codes && (props.session.discounts?.length ?? 0) === 0) return null;
  return (
    <Suspense fallback={null}>
      <LazyCheckoutPromotion {...props} />
    </Suspense>
  );
}
