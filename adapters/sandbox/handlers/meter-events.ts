// POST /api/meter-events: an app reports usage that is paid with credits (the Payment Kit's
// meter events). The sandbox spends the credits at once, which is what lets a scenario or a test
// watch auto top-up run when the balance falls below the threshold.
import { Big, tryFromTokenToUnit } from '@domain/money';
import { currencyById } from '../catalog/currencies';
import { customerIdOf } from '../catalog/identities';
import { autoTopUpOf } from '../engine/auto-top-up';
import { assertCanSee, requireUser } from '../engine/auth';
import { availableCredits } from '../engine/credit-balance';
import { spendCredits } from '../engine/credits';
import { json, route, type HandlerContext } from '../routing/route';
import { refuseInvalid } from '../engine/errors';

export function handlers(ctx: HandlerContext) {
  const { store } = ctx;
  return [
    route(ctx, 'post', '/api/meter-events', 'meterEvents.create', ({ body }) => {
      const user = requireUser(store.read());
      const payload = (typeof body.payload === 'object' && body.payload !== null ? body.payload : {}) as Record<string, unknown>;
      const customerId = typeof payload.customer_id === 'string' ? payload.customer_id : customerIdOf(user.did);
      assertCanSee(store.read(), customerId);
      const currencyId = typeof payload.currency_id === 'string' ? payload.currency_id : 'pc_credit';
      const decimals = currencyById(currencyId)?.decimal ?? 2;
      const value = tryFromTokenToUnit(String(payload.value ?? ''), decimals);
      if (!value.ok || !new Big(value.value).isGreaterThan(0)) throw refuseInvalid([{ path: 'payload.value', message: 'must be a positive number of credits' }]);
      const before = store.read().invoices;
      const used = Big.min(new Big(value.value), availableCredits(store.read(), customerId, currencyId)).toFixed(0);
      spendCredits(store, customerId, currencyId, used, String(body.event_name ?? 'Usage'));
      const after = store.read();
      const topUp = Object.values(after.invoices).find((i) => !before[i.id] && i.billing_reason === 'auto_recharge') ?? null;
      return json({
        event_name: String(body.event_name ?? 'usage'),
        customer_id: customerId,
        currency_id: currencyId,
        credits_used: used,
        balance: availableCredits(after, customerId, currencyId).toFixed(0),
        auto_top_up: topUp ? { invoice_id: topUp.id, config_id: autoTopUpOf(after, customerId, currencyId)?.id ?? null } : null,
      });
    }),
  ];
}
