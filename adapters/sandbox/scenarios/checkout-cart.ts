// The cart: cross-sell (optional and required), quantity limits, inventory and a purchase limit, custom amount,
// phone and required billing address, merchant field patterns with localized messages.
import { PRICE } from '../catalog/prices';
import { addSession, checkoutPath } from './build';
import type { Scenario } from './scenario';

const group = 'Cart and form';

export const checkoutCart: Scenario[] = [
  {
    id: 'cross-sell',
    group,
    title: 'Optional cross-sell',
    description: 'A sticker pack is offered with the e-book: add it to the order, remove it again.',
    identity: 'customer',
    path: checkoutPath('cs_sbx_cross_sell'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_cross_sell', prices: [PRICE.ebook], extra: { cross_sell_behavior: 'auto' }, internals: { crossSellPriceId: PRICE.stickers } }),
  },
  {
    id: 'cross-sell-required',
    group,
    title: 'Required cross-sell',
    description: 'Paying without the required add-on answers REQUIRE_CROSS_SELL: the cross-sell area shakes.',
    identity: 'customer',
    path: checkoutPath('cs_sbx_cross_sell_required'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_cross_sell_required', prices: [PRICE.ebook], extra: { cross_sell_behavior: 'required' }, internals: { crossSellPriceId: PRICE.stickersRequired } }),
  },
  {
    id: 'quantity-inventory',
    group,
    title: 'Quantity limits and inventory',
    description: 'A limited print: 3 of 5 sold, at most 3 per checkout, adjustable 1–10. Plus stops at 2 (5 − 3 left); typing 3 says "Exceed inventory" at the field.',
    identity: 'customer',
    path: checkoutPath('cs_sbx_quantity'),
    seed: (d, now) =>
      void addSession(d, now, { id: 'cs_sbx_quantity', prices: [[PRICE.limited, { adjustable_quantity: { enabled: true, minimum: 1, maximum: 10 } }]] }),
  },
  {
    id: 'quantity-purchase-limit',
    group,
    title: 'Purchase limit set after the checkout was created',
    description: 'A signed poster, adjustable 1–10 on this page; the merchant has since limited it to 2 per checkout. Typing 3 answers "Exceed purchase limit" at the field; after a change the page knows the limit and plus stops at 2.',
    identity: 'customer',
    path: checkoutPath('cs_sbx_quantity_limit'),
    seed: (d, now) => {
      const limited = d.prices[PRICE.limited]!;
      const poster = {
        ...limited,
        id: 'price_poster',
        product_id: 'prod_poster',
        product: { ...limited.product!, id: 'prod_poster', name: 'Signed poster' },
        quantity_available: 0,
        quantity_sold: 0,
        quantity_limit_per_checkout: 2,
      };
      d.prices[poster.id] = poster;
      // The session keeps the price as it was when it was created: no limit yet.
      addSession(d, now, {
        id: 'cs_sbx_quantity_limit',
        prices: [[poster.id, { price: { ...poster, quantity_limit_per_checkout: 0 }, adjustable_quantity: { enabled: true, minimum: 1, maximum: 10 } }]],
      });
    },
  },
  {
    id: 'custom-amount',
    group,
    title: 'Custom amount',
    description: 'Pay what you want between 1 and 50 ABT (presets 3, 6, 9).',
    identity: 'customer',
    path: checkoutPath('cs_sbx_custom_amount'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_custom_amount', prices: [[PRICE.payWhatYouWant, { custom_amount: '3000000000000000000' }]] }),
  },
  {
    id: 'contact-required',
    group,
    title: 'Phone and required billing address',
    description: 'Phone collection is on and the billing address is required (line1, city, state, postal code).',
    identity: 'customer',
    path: checkoutPath('cs_sbx_contact_required'),
    seed: (d, now) =>
      void addSession(d, now, { id: 'cs_sbx_contact_required', prices: [PRICE.ebook], extra: { phone_number_collection: { enabled: true }, billing_address_collection: 'required' } }),
  },
  {
    id: 'field-patterns',
    group,
    title: 'Field patterns with localized messages',
    description: 'The merchant allows Latin letters only in the name and company emails only; messages in English and Chinese.',
    identity: 'customer',
    path: checkoutPath('cs_sbx_field_patterns'),
    seed: (d, now) =>
      void addSession(d, now, {
        id: 'cs_sbx_field_patterns',
        prices: [PRICE.ebook],
        extra: {
          metadata: {
            page_info: {
              field_validation: {
                customer_name: { pattern: '^[A-Za-z ]+$', pattern_message: { en: 'Use Latin letters and spaces only', zh: '只能使用拉丁字母和空格' } },
                customer_email: { pattern: '@example\\.com$', pattern_message: { en: 'Use your example.com company email', zh: '请使用 example.com 公司邮箱' } },
              },
              form_purpose_description: { en: 'We send the receipt to this address.', zh: '我们会把收据发送到这个地址。' },
            },
          },
        },
      }),
  },
];
