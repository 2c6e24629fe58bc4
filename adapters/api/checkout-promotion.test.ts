// Contract test of the promotion-code endpoints (issue 30 item 2) against the sandbox: the answers
// decode as a CheckoutSession with discounts and total_details.amount_discount; refusals keep their code.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../sandbox/testing/harness';
import { createCheckoutApi } from './checkout';

const ABT = (n: string) => `${n}${'0'.repeat(18)}`;

describe('promotion codes against the sandbox', () => {
  const { http } = useSandbox();
  const api = createCheckoutApi(http);

  it('applies, recalculates for another currency and removes a code', async () => {
    const applied = await api.applyPromotion('cs_sbx_promotion', 'SAVE20', 'pc_abt');
    expect(applied).toMatchObject({ amount_total: ABT('4'), total_details: { amount_discount: ABT('1') } });
    expect(applied.discounts).toEqual([
      {
        coupon: 'coupon_20_forever',
        promotion_code: 'promo_save20',
        discount_amount: ABT('1'),
        coupon_details: expect.objectContaining({ percent_off: 20, duration: 'forever' }),
        promotion_code_details: { id: 'promo_save20', code: 'SAVE20' },
      },
    ]);
    const usd = await api.recalculatePromotion('cs_sbx_promotion', 'pc_usd');
    expect(usd).toMatchObject({ currency_id: 'pc_usd', amount_total: '400', total_details: { amount_discount: '99' } });
    const removed = await api.removePromotion('cs_sbx_promotion');
    expect(removed).toMatchObject({ amount_total: '499', total_details: { amount_discount: '0' } });
  });

  it('answers a refused code with its own code and message', async () => {
    await expect(api.applyPromotion('cs_sbx_promotion', 'USEDUP', 'pc_abt')).rejects.toMatchObject({
      code: 'PROMOTION_CODE_EXHAUSTED',
      message: 'This promotion code has reached its usage limit',
    });
    await expect(api.applyPromotion('cs_sbx_promotion', 'EXPIRED', 'pc_abt')).rejects.toMatchObject({ code: 'PROMOTION_CODE_EXPIRED' });
  });
});
