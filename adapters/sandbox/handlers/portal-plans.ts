// The plans a subscription can switch to (designed here: the spec shows no endpoint; docs/sandbox-api.md).
import { planOptions } from '../engine/subscriptions';
import { json, route, type HandlerContext } from '../routing/route';

export function handlers(ctx: HandlerContext) {
  return [
    route(ctx, 'get', '/api/subscriptions/:id/change-plan/options', 'subscriptions.changePlanOptions', ({ params }) =>
      json({ prices: planOptions(ctx.store, params.id ?? '') }),
    ),
  ];
}
