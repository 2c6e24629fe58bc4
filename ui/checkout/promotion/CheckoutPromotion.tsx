import { Button, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { money } from '@domain/money';
import type { CouponLike } from '@domain/pricing';
import type { CheckoutSessionEvent } from '@machines/checkout-session/checkout-session.types';
import type { MessageLike } from '@ui/common/useMessageText';
import { ensureArea, useT } from '@ui/i18n';
import type { SummaryCurrency } from '../summary/OrderSummary';
import { appliedDiscount } from './applied-discount';
import { couponTermsText } from './coupon-terms';
import { TagIcon } from './icons';
import { PromotionRow } from './PromotionRow';

// The input is what few payers open: it loads on first open (the checkout route's budget).
const LazyPromotionForm = lazy(() => Promise.all([import('./PromotionForm'), ensureArea('promotion')]).then(([form]) => form));

export type PromotionEvent = Extract<CheckoutSessionEvent, { type: 'user.applyPromotion' | 'user.removePromotion' | 'user.recalculatePromotion' }>;

export interface CheckoutPromotionProps {
  session: { readonly currency_id: string; readonly discounts?: readonly unknown[] | null | undefined; readonly allow_promotion_codes?: boolean | null | undefined };
  /** The currency the payer chose (the session's may still be the one of the last apply). */
  currency: SummaryCurrency;
  /** The discount the summary counts (domain/pricing summarizeCheckout), smallest unit of `currency`. */
  discount: string;
  signedIn: boolean;
  /** Paying: nothing in the cart may change. */
  locked: boolean;
  /** A change of the session is on its way. */
  changing: boolean;
  /** The server's refusal of the last code, with the code typed. */
  refusal: { readonly message: MessageLike; readonly code: string } | null;
  send: (event: PromotionEvent) => void;
  /**
   * False while the discount the summary counts is not the one of the chosen currency (its
   * recalculation on its way or failed): Pay would charge an amount the page cannot show.
   */
  onPayableChange?: ((payable: boolean) => void) | undefined;
  /**
   * The applied code's coupon (null without one), for the headline's then-line. Decoded here, in
   * the chunk that loads only on sessions with promotion codes, not in every checkout's.
   */
  onCouponChange?: ((coupon: CouponLike | null) => void) | undefined;
}

/**
 * "Add promotion code" and the applied code's row (docs/reference/payment-react.md §5). Signed-in
 * payers only (the server ties a redemption to a customer), never while paying. A currency
 * change asks the server to recalculate the discount; a code that does not hold in the new
 * currency is dropped by the server, and the payer is told so here.
 */
export function CheckoutPromotion(props: CheckoutPromotionProps) {
  const { session, currency, discount, signedIn, locked, changing, refusal, send, onPayableChange, onCouponChange } = props;
  const t = useT();
  const reasonId = useId();
  const applied = appliedDiscount(session.discounts);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<'apply' | 'remove' | null>(null);
  const [dropped, setDropped] = useState<{ code: string; symbol: string } | null>(null);
  // The recalculation asked for after a currency change, until the server has answered it.
  const [asked, setAsked] = useState<{ currencyId: string; code: string; symbol: string } | null>(null);
  const [wasChanging, setWasChanging] = useState(changing);
  // The currency whose recalculation came back without an answer (network, timeout, 5xx): the
  // session kept the old currency's discount, so the payer is told and may retry.
  const [failedFor, setFailedFor] = useState<string | null>(null);

  // State follows the session during render (react.dev "adjusting state when a prop changes"):
  // what was sent is settled once nothing is on its way; a code that applied closes the input.
  if (changing !== wasChanging) {
    setWasChanging(changing);
    if (!changing) {
      setPending(null);
      if (asked && session.currency_id !== asked.currencyId) setFailedFor(asked.currencyId);
    }
  }
  if (applied && open && !changing) setOpen(false);
  if (asked && !changing && session.currency_id === asked.currencyId) {
    setAsked(null);
    if (!applied) setDropped({ code: asked.code, symbol: asked.symbol });
  } else if (applied && !changing && !locked && session.currency_id !== currency.id && asked?.currencyId !== currency.id) {
    setAsked({ currencyId: currency.id, code: applied.code, symbol: currency.symbol });
  }
  // The control the payer used goes away (the input on an apply, Remove on a removal): the focus
  // moves to what replaced it, so a keyboard user is not sent back to the top of the page.
  const focusAfter = useRef<'row' | 'add' | null>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (changing) return;
    if (focusAfter.current === 'row' && applied) {
      focusAfter.current = null;
      removeRef.current?.focus();
    } else if (focusAfter.current === 'add' && !applied) {
      focusAfter.current = null;
      addRef.current?.focus();
    }
  });

  // The discount counted is the chosen currency's only once the session is in that currency.
  const discountKnown = !applied || session.currency_id === currency.id;
  const failed = Boolean(applied) && !discountKnown && !changing && failedFor === currency.id;
  // onPayableChange is stable (SummaryPanel's useCallback): each effect runs when its value changes.
  useEffect(() => {
    onPayableChange?.(discountKnown);
  }, [discountKnown, onPayableChange]);
  // Gone (the session allows no code any more): nothing here holds Pay.
  useEffect(() => () => onPayableChange?.(true), [onPayableChange]);

  // Keyed on the coupon's content: each render decodes a new object.
  const couponKey = JSON.stringify(applied?.coupon ?? null);
  useEffect(() => {
    onCouponChange?.(JSON.parse(couponKey) as CouponLike | null);
  }, [couponKey, onCouponChange]);
  useEffect(() => () => onCouponChange?.(null), [onCouponChange]);

  // Sending is the effect: once per recalculation asked for.
  useEffect(() => {
    if (asked) send({ type: 'user.recalculatePromotion', currencyId: asked.currencyId });
  }, [asked, send]);

  if (!session.allow_promotion_codes && !applied) return null;

  if (applied) {
    const row = (
      <PromotionRow
        code={applied.code}
        terms={applied.coupon ? couponTermsText(t, applied.coupon, currency) : null}
        // Not "-0": the old currency's discount counts nothing until the new one is known.
        discount={discountKnown ? money(discount, currency) : null}
        busy={pending === 'remove'}
        disabled={locked || (changing && pending !== 'remove')}
        removeRef={removeRef}
        onRemove={() => {
          if (changing || locked) return;
          setPending('remove');
          focusAfter.current = 'add';
          send({ type: 'user.removePromotion' });
        }}
      />
    );
    if (!failed) return row;
    return (
      <Stack gap={6}>
        {row}
        <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="promotion-recalculate-failed">
          <Text size="sm" c="red.8" role="alert" style={{ flex: 1 }}>
            {t('checkout.promotion.recalculateFailed', { code: applied.code, currency: currency.symbol })}
          </Text>
          <Button
            variant="light"
            size="compact-sm"
            disabled={locked}
            onClick={() => {
              setFailedFor(null);
              send({ type: 'user.recalculatePromotion', currencyId: currency.id });
            }}
          >
            {t('checkout.promotion.retry')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const reason = !signedIn ? t('checkout.promotion.signIn') : locked ? t('checkout.promotion.paying') : null;
  return (
    <Stack gap={6} data-testid="promotion">
      {dropped ? (
        <Text size="sm" c="orange.8" role="status" data-testid="promotion-dropped">
          {t('checkout.promotion.dropped', { code: dropped.code, currency: dropped.symbol })}
        </Text>
      ) : null}
      {open && !reason ? (
        <Suspense fallback={null}>
          <LazyPromotionForm
            initialCode={refusal?.code ?? ''}
            error={refusal && refusal.code !== '' ? refusal.message : null}
            applying={pending === 'apply'}
            disabled={locked}
            onCancel={() => setOpen(false)}
            onApply={(code) => {
              if (changing) return;
              setDropped(null);
              setPending('apply');
              focusAfter.current = 'row';
              send({ type: 'user.applyPromotion', code, currencyId: currency.id });
            }}
          />
        </Suspense>
      ) : (
        <>
          <Button
            ref={addRef}
            variant="subtle"
            size="compact-sm"
            leftSection={<TagIcon />}
            style={{ alignSelf: 'flex-start' }}
            disabled={reason !== null}
            aria-describedby={reason ? reasonId : undefined}
            onClick={() => setOpen(true)}
          >
            {t('checkout.promotion.add')}
          </Button>
          {reason ? (
            <Text id={reasonId} size="xs" c="dimmed">
              {reason}
            </Text>
          ) : null}
        </>
      )}
    </Stack>
  );
}
