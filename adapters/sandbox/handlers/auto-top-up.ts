// Auto top-up configs (reference §3.12): per customer and credit currency; submit validates the
// threshold and tells whether the payer can already be charged (else an auth step is needed).
import { Big } from '@domain/money';
import type { AutoTopUpConfig } from '@domain/model';
import { validateAutoTopUpThreshold } from '@domain/validation';
import { PRICE } from '../catalog/prices';
import { currencyById } from '../catalog/currencies';
import { customerIdOf } from '../catalog/identities';
import { assertCanSee, requireUser } from '../engine/auth';
import { unitAmountIn } from '../engine/totals';
import { failure, json, route, validationFailure, type HandlerContext } from './route';

const defaultConfig = (customerId: string, currencyId: string): AutoTopUpConfig => ({
  id: null,
  customer_id: customerId,
  enabled: false,
  threshold: '100',
  currency_id: currencyId,
  recharge_currency_id: 'pc_usd',
  price_id: PRICE.creditPack,
  quantity: 1,
  payment_method_id: 'pm_stripe',
  payer: null,
  daily_limits: { max_amount: '0', max_attempts: 0 },
});

export function autoTopUpHandlers(ctx: HandlerContext) {
  const { store } = ctx;
  const find = (customerId: string, currencyId: string) =>
    Object.values(store.read().autoTopUps).find((c) => c.customer_id === customerId && c.currency_id === currencyId);

  return [
    route(ctx, 'get', '/api/auto-recharge-configs/customer/:did', 'autoTopUp.get', ({ params, url }) => {
      const data = store.read();
      const customerId = customerIdOf(params.did ?? '');
      assertCanSee(data, customerId);
      const currencyId = url.searchParams.get('currency_id') ?? 'pc_credit';
      return json(find(customerId, currencyId) ?? defaultConfig(customerId, currencyId));
    }),
    route(ctx, 'get', '/api/auto-recharge-configs/retrieve/:id', 'autoTopUp.retrieve', ({ params }) => {
      const config = store.read().autoTopUps[params.id ?? ''];
      if (!config) throw failure(404, 'Auto top-up configuration not found');
      assertCanSee(store.read(), config.customer_id);
      return json(config);
    }),
    route(ctx, 'post', '/api/auto-recharge-configs/submit', 'autoTopUp.submit', ({ body }) => {
      const user = requireUser(store.read());
      const customerId = customerIdOf(user.did);
      const currencyId = typeof body.currency_id === 'string' ? body.currency_id : 'pc_credit';
      const enabled = body.enabled !== false;
      const threshold = String(body.threshold ?? '');
      const check = validateAutoTopUpThreshold(threshold);
      if (enabled && !check.ok) throw validationFailure([{ path: 'threshold', message: check.message ?? 'Threshold must be greater than 0' }]);
      const current = find(customerId, currencyId) ?? defaultConfig(customerId, currencyId);
      const paymentMethodId = typeof body.payment_method_id === 'string' ? body.payment_method_id : current.payment_method_id;
      const rechargeCurrencyId = typeof body.recharge_currency_id === 'string' ? body.recharge_currency_id : (current.recharge_currency_id ?? 'pc_usd');
      const limits = (body.daily_limits as { max_amount?: string; max_attempts?: number } | undefined) ?? {};
      const id = current.id ?? store.nextId('arc');
      const config: AutoTopUpConfig = {
        ...current,
        id,
        enabled,
        threshold: enabled ? threshold : current.threshold,
        price_id: typeof body.price_id === 'string' ? body.price_id : current.price_id,
        quantity: typeof body.quantity === 'number' ? body.quantity : current.quantity,
        payment_method_id: paymentMethodId ?? null,
        recharge_currency_id: rechargeCurrencyId,
        // A new payment method needs a new authorization.
        payer: paymentMethodId === current.payment_method_id ? (current.payer ?? null) : null,
        daily_limits: { max_amount: String(limits.max_amount ?? current.daily_limits?.max_amount ?? '0'), max_attempts: Number(limits.max_attempts ?? current.daily_limits?.max_attempts ?? 0) },
        updated_at: store.nowSeconds(),
      };
      store.update((d) => {
        d.autoTopUps = { ...d.autoTopUps, [id]: config };
      });
      const price = store.read().prices[config.price_id];
      const cost = price ? new Big(unitAmountIn(price, rechargeCurrencyId)).times(config.quantity) : new Big(0);
      const card = currencyById(rechargeCurrencyId)?.payment_method_id === 'pm_stripe';
      const balance = new Big(store.read().wallets[user.did]?.balances[rechargeCurrencyId] ?? '0');
      const sufficient = !enabled || Boolean(config.payer) || (!card && balance.isGreaterThanOrEqualTo(cost));
      return json({ config, balanceResult: { sufficient, required: cost.toFixed(0) } });
    }),
  ];
}
