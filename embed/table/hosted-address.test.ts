import { describe, expect, it } from 'vitest';
import { kitPageAddress } from '../kit-page-address';
import { hostedCheckoutAddress } from './hosted-address';

const mount = (path: string) => `/payment${path}`;

describe('the hosted checkout address of a standalone table', () => {
  it('puts a relative address under the mount, with the chosen currency', () => {
    expect(hostedCheckoutAddress({ id: 'cs_1', url: '/checkout/pay/cs_1' }, 'pc_usd', mount)).toBe('/payment/checkout/pay/cs_1?currencyId=pc_usd');
  });
  it('builds the address from the session id when the server names none', () => {
    expect(hostedCheckoutAddress({ id: 'cs_2', url: null }, 'pc_abt', mount)).toBe('/payment/checkout/pay/cs_2?currencyId=pc_abt');
  });
  it('keeps an absolute address as the server gave it', () => {
    expect(hostedCheckoutAddress({ id: 'cs_3', url: 'https://kit.example/checkout/pay/cs_3' }, 'pc_abt', mount)).toBe(
      'https://kit.example/checkout/pay/cs_3',
    );
  });

  it("goes to the Payment Kit's own origin when the host names one (baseUrl), else under this origin's mount", () => {
    const other = { __PAYMENT_KIT_BASE_URL: 'https://kit.example/payment/' };
    expect(hostedCheckoutAddress({ id: 'cs_4', url: '/checkout/pay/cs_4' }, 'pc_abt', (path) => kitPageAddress(path, other))).toBe(
      'https://kit.example/payment/checkout/pay/cs_4?currencyId=pc_abt',
    );
    expect(kitPageAddress('/checkout/pay/cs_5', { blocklet: { prefix: '/pay/' } })).toBe('/pay/checkout/pay/cs_5');
    expect(kitPageAddress('/checkout/pay/cs_6', {})).toBe('/checkout/pay/cs_6');
  });
});
