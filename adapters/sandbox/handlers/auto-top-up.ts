// Auto top-up configs (docs/reference/payment-react.md §3.12): per customer and credit currency; submit validates the
// threshold and tells whether the payer can already be charged (else an auth step is needed).
import { Big } from '@domain/money';
import type { AutoTopUpConfig } from '@domain/model';
import { dailyLimitsDraft, validateAutoTopUpForm, type AutoTopUpField } from '@domain/auto-top-up';
import { PRICE } from '../catalog/prices';
import { currencyById } from '../catalog/currencies';
import { customerIdOf } from '../catalog/identities';
import { assertCanSee, requireUser } from '../engine/auth';
import { authorizeAutoTopUp, autoTopUpCost } from '../engine/auto-top-up';
import type { IntentRecord } from '../model';
import type { SandboxStore } from '../state';
import { refuse, refuseInvalid } from '../engine/errors';
import { json, route, type HandlerContext } from '../routing/route';

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

/** The submit body as the form's draft (absent fields keep the saved config), for the form's rule. */
function draftFromBody(body: Record<string, unknown>, current: AutoTopUpConfig) {
  const limits = (typeof body.daily_limits === 'object' && body.daily_limits !== null ? body.daily_limits : {}) as Record<string, unknown>;
  const text = (value: unknown, fallback: unknown) => String(value ?? fallback ?? '');
  return {
    enabled: body.enabled !== false,
    threshold: text(body.threshold, ''),
    priceId: text(body.price_id, current.price_id),
    quantity: text(body.quantity, current.quantity),
    rechargeCurrencyId: text(body.recharge_currency_id, current.recharge_currency_id),
    ...dailyLimitsDraft({ max_amount: text(limits.max_amount, current.daily_limits?.max_amount ?? '0'), max_attempts: Number(limits.max_attempts ?? current.daily_limits?.max_attempts ?? 0) }),
  };
}

const WIRE_PATH: Record<AutoTopUpField, string> = {
  threshold: 'threshold',
  priceId: 'price_id',
  quantity: 'quantity',
  rechargeCurrencyId: 'recharge_currency_id',
  dailyLimits: 'daily_limits',
  dailyMaxAmount: 'daily_limits.max_amount',
  dailyMaxAttempts: 'daily_limits.max_attempts',
};

/** A setup intent whose confirmation (the card port, 4242…) authorises the card for auto top-up. */
function cardSetupFor(store: SandboxStore, config: AutoTopUpConfig, payer: string) {
  const intentId = store.nextId('seti');
  const intent: IntentRecord = {
    id: intentId,
    status: 'requires_payment_method',
    amount: '0',
    currency_id: config.recharge_currency_id ?? 'pc_usd',
    customer_id: config.customer_id ?? null,
    created_at: store.nowSeconds(),
    _sandbox: { clientSecret: `${intentId}_secret_sandbox`, intentType: 'setup_intent', purpose: { kind: 'auto-top-up', configId: config.id ?? '', payer } },
  };
  store.update((d) => {
    d.intents = { ...d.intents, [intentId]: intent };
  });
  return { client_secret: intent._sandbox.clientSecret, intent_type: 'setup_intent' as const, status: intent.status };
}

export function handlers(ctx: HandlerContext) {
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
      if (!config) throw refuse(404, 'Auto top-up configuration not found');
      assertCanSee(store.read(), config.customer_id);
      return json(config);
    }),
    route(ctx, 'post', '/api/auto-recharge-configs/submit', 'autoTopUp.submit', ({ body }) => {
      const user = requireUser(store.read());
      const customerId = customerIdOf(user.did);
      const currencyId = typeof body.currency_id === 'string' ? body.currency_id : 'pc_credit';
      const enabled = body.enabled !== false;
      const current = find(customerId, currencyId) ?? defaultConfig(customerId, currencyId);
      const rechargeCurrencyId = typeof body.recharge_currency_id === 'string' ? body.recharge_currency_id : (current.recharge_currency_id ?? 'pc_usd');
      // The form's own rule (domain/auto-top-up) checks what arrives: bounds, precision, plain
      // digits; what it refuses is refused here too, never stored as sent (the form's checks alone could be bypassed).
      const checked = validateAutoTopUpForm(draftFromBody(body, current), {
        currencyId,
        thresholdPrecision: currencyById(currencyId)?.maximum_precision ?? 2,
        amountPrecision: currencyById(rechargeCurrencyId)?.maximum_precision ?? 2,
      });
      if (enabled && !checked.ok) {
        throw refuseInvalid(Object.entries(checked.errors).map(([field, e]) => ({ path: WIRE_PATH[field as AutoTopUpField], message: e.message ?? e.key })));
      }
      const normalized = checked.ok ? checked.value : null;
      const paymentMethodId = typeof body.payment_method_id === 'string' ? body.payment_method_id : (currencyById(rechargeCurrencyId)?.payment_method_id ?? current.payment_method_id);
      const id = current.id ?? store.nextId('arc');
      const config: AutoTopUpConfig = {
        ...current,
        id,
        enabled,
        threshold: enabled && normalized ? normalized.threshold : current.threshold,
        price_id: typeof body.price_id === 'string' ? body.price_id : current.price_id,
        quantity: enabled && normalized ? normalized.quantity : current.quantity,
        payment_method_id: paymentMethodId ?? null,
        recharge_currency_id: rechargeCurrencyId,
        // A new payment method needs a new authorization.
        payer: paymentMethodId === current.payment_method_id && rechargeCurrencyId === current.recharge_currency_id ? (current.payer ?? null) : null,
        daily_limits: enabled && normalized ? normalized.daily_limits : (current.daily_limits ?? { max_amount: '0', max_attempts: 0 }),
        updated_at: store.nowSeconds(),
      };
      store.update((d) => {
        d.autoTopUps = { ...d.autoTopUps, [id]: config };
      });
      const cost = new Big(autoTopUpCost(store.read(), config));
      const card = currencyById(rechargeCurrencyId)?.payment_method_id === 'pm_stripe';
      // A wallet whose delegation already covers a purchase is authorised as it is; otherwise
      // the payer authorises: a card set-up (stripeContext) or the wallet's auto-recharge-auth.
      const delegation = new Big(store.read().wallets[user.did]?.delegations[rechargeCurrencyId] ?? '0');
      if (enabled && !config.payer && !card && delegation.isGreaterThanOrEqualTo(cost) && cost.isGreaterThan(0)) authorizeAutoTopUp(store, id, user.did);
      const saved = store.read().autoTopUps[id] ?? config;
      const sufficient = !enabled || Boolean(saved.payer);
      const stripeContext = !sufficient && card ? cardSetupFor(store, saved, user.did) : null;
      return json({ config: saved, balanceResult: { sufficient, required: cost.toFixed(0) }, stripeContext });
    }),
  ];
}
