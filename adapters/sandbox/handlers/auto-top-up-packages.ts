// GET /api/auto-recharge-configs/packages?currency_id=: the credit packages an auto top-up can
// buy for a credit currency (prices whose credit_config grants it), with their currency options
// (designed by the sandbox; the real dialog reads the price it was opened for).
import { requireUser } from '../engine/auth';
import { json, route, type HandlerContext } from '../routing/route';

export function handlers(ctx: HandlerContext) {
  const { store } = ctx;
  return [
    route(ctx, 'get', '/api/auto-recharge-configs/packages', 'autoTopUp.packages', ({ url }) => {
      requireUser(store.read());
      const currencyId = url.searchParams.get('currency_id') ?? 'pc_credit';
      return json(Object.values(store.read().prices).filter((p) => p.metadata?.credit_config?.currency_id === currencyId && p.type !== 'recurring'));
    }),
  ];
}
