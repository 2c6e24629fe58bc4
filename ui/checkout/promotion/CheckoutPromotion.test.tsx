// The promotion code on the checkout summary (issue 30 item 2): the add button for signed-in
// payers only, Enter applies once, each refusal at the input with the typed code kept, the
// applied row (code, the coupon's terms, the discount as a negative amount, Remove), and the
// recalculation a currency change asks for (and the notice when the server drops the code).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCurrency, makeUsdCurrency, ONE_ABT } from '@test/fixtures/checkout';
import { renderUi } from '@test/render';
import { CheckoutPromotion, type CheckoutPromotionProps } from './CheckoutPromotion';

const abt = makeCurrency();
const usd = makeUsdCurrency();
const ABT = (n: number) => `${n}${'0'.repeat(18)}`;

const discount = (code: string, coupon: Record<string, unknown>) => [
  { coupon: 'c', promotion_code: `promo_${code}`, promotion_code_details: { id: `promo_${code}`, code }, coupon_details: coupon },
];
const SAVE20 = discount('SAVE20', { percent_off: 20, duration: 'forever' });
const HALFOFF = discount('HALFOFF', { percent_off: 50, duration: 'once' });
const THREEMONTHS = discount('THREEMONTHS', { percent_off: 10, duration: 'repeating', duration_in_months: 3 });
const FIVEOFF = discount('FIVEOFF', { amount_off: ABT(5), currency_id: abt.id, currency_options: { [usd.id]: { amount_off: '500' } }, duration: 'once' });

function setup(overrides: Partial<CheckoutPromotionProps> = {}, locale: 'en' | 'zh' = 'en') {
  const send = vi.fn();
  const props: CheckoutPromotionProps = {
    session: { currency_id: abt.id, discounts: null, allow_promotion_codes: true },
    currency: abt,
    discount: '0',
    signedIn: true,
    locked: false,
    changing: false,
    refusal: null,
    send,
    ...overrides,
  };
  const view = renderUi(<CheckoutPromotion {...props} />, { locale });
  const rerender = (next: Partial<CheckoutPromotionProps>) => {
    Object.assign(props, next);
    view.rerender(<CheckoutPromotion {...props} />);
  };
  return { send, rerender };
}

describe('CheckoutPromotion', () => {
  it('applies a code with Enter once, shows busy, and keeps a refused code with its message', async () => {
    const user = userEvent.setup();
    const { send, rerender } = setup();
    await user.click(screen.getByRole('button', { name: 'Add promotion code' }));
    const input = await screen.findByRole('textbox', { name: 'Promotion code' });
    expect(input).toHaveFocus();
    await user.type(input, 'expired{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ type: 'user.applyPromotion', code: 'expired', currencyId: abt.id });

    rerender({ changing: true });
    const busy = screen.getByRole('button', { name: 'Applying…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.type(input, '{Enter}');
    expect(send).toHaveBeenCalledTimes(1);

    const refusals = [
      ['PROMOTION_CODE_EXPIRED', 'This promotion code has expired.'],
      ['PROMOTION_CODE_EXHAUSTED', 'This promotion code has reached its usage limit.'],
      ['PROMOTION_CODE_INACTIVE', 'This promotion code is no longer active.'],
      ['PROMOTION_CODE_CURRENCY', 'This promotion code cannot be used with the selected currency.'],
      ['PROMOTION_CODE_MINIMUM', 'Your order does not reach the minimum amount for this promotion code.'],
      ['PROMOTION_CODE_NOT_FOUND', 'This promotion code does not exist. Check the spelling and try again.'],
    ] as const;
    for (const [code, text] of refusals) {
      rerender({ changing: false, refusal: { code: 'expired', message: { key: `error.${code}`, text: 'server text' } } });
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('textbox', { name: 'Promotion code' })).toHaveValue('expired');
      expect(screen.getByRole('textbox', { name: 'Promotion code' })).toHaveAccessibleDescription(text);
    }
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();

    // Applied: the input gives way to the row, and the focus goes to its Remove (not the page's top).
    rerender({ refusal: null, session: { currency_id: abt.id, discounts: SAVE20, allow_promotion_codes: true }, discount: ONE_ABT });
    expect(screen.getByRole('button', { name: 'Remove promotion code SAVE20' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenLastCalledWith({ type: 'user.removePromotion' });
    rerender({ session: { currency_id: abt.id, discounts: [], allow_promotion_codes: true }, discount: '0' });
    expect(screen.getByRole('button', { name: 'Add promotion code' })).toHaveFocus();
  });

  it('shows the applied row with the code, the terms of each coupon kind and the discount; Remove names the code', async () => {
    const user = userEvent.setup();
    const { send, rerender } = setup({ session: { currency_id: abt.id, discounts: SAVE20, allow_promotion_codes: true }, discount: ONE_ABT });
    const row = screen.getByRole('group', { name: 'Discount: SAVE20' });
    expect(within(row).getByText('20% off forever')).toBeInTheDocument();
    expect(within(row).getByTestId('promotion-discount')).toHaveTextContent(/^-1 ABT$/);
    expect(screen.queryByRole('button', { name: 'Add promotion code' })).toBeNull();

    rerender({ session: { currency_id: abt.id, discounts: HALFOFF }, discount: ABT(2) });
    expect(screen.getByText('50% off once')).toBeInTheDocument();
    rerender({ session: { currency_id: abt.id, discounts: THREEMONTHS }, discount: '500000000000000000' });
    expect(screen.getByText('10% off for 3 months')).toBeInTheDocument();
    expect(screen.getByTestId('promotion-discount')).toHaveTextContent(/^-0\.5 ABT$/);
    rerender({ session: { currency_id: usd.id, discounts: FIVEOFF }, currency: usd, discount: '499' });
    expect(screen.getByText('5 USD off once')).toBeInTheDocument();
    expect(screen.getByTestId('promotion-discount')).toHaveTextContent(/^-4\.99 USD$/);

    await user.click(screen.getByRole('button', { name: 'Remove promotion code FIVEOFF' }));
    expect(send).toHaveBeenCalledWith({ type: 'user.removePromotion' });
  });

  it('words the terms in Chinese', () => {
    setup({ session: { currency_id: abt.id, discounts: THREEMONTHS }, discount: ONE_ABT }, 'zh');
    expect(screen.getByText('3 个月内享 10% 折扣')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '移除促销码 THREEMONTHS' })).toBeInTheDocument();
  });

  it('is not offered to a guest nor while paying, and says why', () => {
    const { rerender } = setup({ signedIn: false });
    expect(screen.getByRole('button', { name: 'Add promotion code' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add promotion code' })).toHaveAccessibleDescription('Sign in to add a promotion code.');
    rerender({ signedIn: true, locked: true });
    expect(screen.getByRole('button', { name: 'Add promotion code' })).toHaveAccessibleDescription('A promotion code cannot be changed while paying.');
    rerender({ session: { currency_id: abt.id, discounts: null, allow_promotion_codes: false }, locked: false });
    expect(screen.queryByRole('button', { name: 'Add promotion code' })).toBeNull();
  });

  it('asks for a recalculation when the currency changes, and says so when the server drops the code', () => {
    const usdOnly = discount('USDONLY', { amount_off: '300', currency_id: usd.id, duration: 'forever' });
    const { send, rerender } = setup({ session: { currency_id: usd.id, discounts: usdOnly, allow_promotion_codes: true }, currency: usd, discount: '300' });
    expect(screen.getByText('3 USD off forever')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    rerender({ currency: abt, discount: '0' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ type: 'user.recalculatePromotion', currencyId: abt.id });
    rerender({ changing: true });
    rerender({ changing: false, session: { currency_id: abt.id, discounts: [], allow_promotion_codes: true } });
    expect(screen.getByRole('status')).toHaveTextContent('The promotion code USDONLY cannot be used with ABT and was removed.');
    expect(screen.getByRole('button', { name: 'Add promotion code' })).toBeEnabled();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('says so at the row when the recalculation fails, keeps the code, holds Pay and retries', async () => {
    const onPayableChange = vi.fn();
    const { send, rerender } = setup({ session: { currency_id: abt.id, discounts: SAVE20, allow_promotion_codes: true }, discount: ABT(1), onPayableChange });
    expect(onPayableChange).toHaveBeenLastCalledWith(true);
    rerender({ currency: usd, discount: '0' });
    expect(send).toHaveBeenLastCalledWith({ type: 'user.recalculatePromotion', currencyId: usd.id });
    expect(onPayableChange).toHaveBeenLastCalledWith(false);
    rerender({ changing: true });
    expect(screen.queryByRole('alert')).toBeNull();
    // The request failed: the machine is idle again and the session is still in ABT.
    rerender({ changing: false });
    expect(screen.getByRole('alert')).toHaveTextContent('The discount of SAVE20 could not be recalculated in USD. Check your connection and retry: your code is kept.');
    expect(screen.getByRole('group', { name: 'Discount: SAVE20' })).toBeInTheDocument();
    expect(screen.queryByTestId('promotion-discount')).toBeNull();
    expect(onPayableChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith({ type: 'user.recalculatePromotion', currencyId: usd.id });
    expect(screen.queryByRole('alert')).toBeNull();
    rerender({ changing: true });
    rerender({ changing: false, session: { currency_id: usd.id, discounts: SAVE20, allow_promotion_codes: true }, discount: '99' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onPayableChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByTestId('promotion-discount')).toHaveTextContent('-0.99 USD');
  });

  it('hands the applied coupon up for the headline’s then-line, and null once removed', () => {
    const onCouponChange = vi.fn();
    const { rerender } = setup({ session: { currency_id: abt.id, discounts: THREEMONTHS, allow_promotion_codes: true }, discount: ABT(1), onCouponChange });
    expect(onCouponChange).toHaveBeenLastCalledWith({ percent_off: 10, duration: 'repeating', duration_in_months: 3 });
    rerender({ discount: ABT(1) });
    expect(onCouponChange).toHaveBeenCalledTimes(1);
    rerender({ session: { currency_id: abt.id, discounts: [], allow_promotion_codes: true }, discount: '0' });
    expect(onCouponChange).toHaveBeenLastCalledWith(null);
  });

  it('drops the failure when the payer goes back to the session’s currency (zh)', () => {
    const onPayableChange = vi.fn();
    const { rerender } = setup({ session: { currency_id: abt.id, discounts: SAVE20, allow_promotion_codes: true }, discount: ABT(1), onPayableChange }, 'zh');
    rerender({ currency: usd, discount: '0' });
    rerender({ changing: true });
    rerender({ changing: false });
    expect(screen.getByRole('alert')).toHaveTextContent('无法按 USD 重新计算促销码 SAVE20 的折扣。请检查网络连接后重试，促销码已保留。');
    expect(screen.getByRole('button', { name: '重试' })).toBeEnabled();
    rerender({ currency: abt, discount: ABT(1) });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onPayableChange).toHaveBeenLastCalledWith(true);
  });
});
