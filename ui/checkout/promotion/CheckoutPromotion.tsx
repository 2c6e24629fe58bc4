import { Button, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { money } from '@domain/money';
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
}

/**
 * "Add promotion code" and the applied code's row (docs/reference/payment-react.md §5). Signed-in
 * payers only (the server ties a redemption to a customer), never while paying. A currency
 * change asks the server to recalculate the discount; a code that does not hold in the new
 * currency is dropped by the server, and the payer is told so here.
 */
export function CheckoutPromotion(props: CheckoutPromotionProps) {
  const { session, currency, discount, signedIn, locked, changing, refusal, send } = props;
  const t = useT();
  const reasonId = useId();
  const applied = appliedDiscount(session.discounts);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<'apply' | 'remove' | null>(null);
  const [dropped, setDropped] = useState<{ code: string; symbol: string } | null>(null);
  // The recalculation asked for after a currency change, until the server has answered it.
  const [asked, setAsked] = useState<{ currencyId: string; code: string; symbol: string } | null>(null);
  const [wasChanging, setWasChanging] = useState(changing);

  // State follows the session during render (react.dev "adjusting state when a prop changes"):
  // what was sent is settled once nothing is on its way; a code that applied closes the input.
  if (changing !== wasChanging) {
    setWasChanging(changing);
    if (!changing) setPending(null);
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

  // Sending is the effect: once per recalculation asked for.
  useEffect(() => {
    if (asked) send({ type: 'user.recalculatePromotion', currencyId: asked.currencyId });
  }, [asked, send]);

  if (!session.allow_promotion_codes && !applied) return null;

  if (applied) {
    return (
      <PromotionRow
        code={applied.code}
        terms={applied.coupon ? couponTermsText(t, applied.coupon, currency) : null}
        discount={money(discount, currency)}
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
