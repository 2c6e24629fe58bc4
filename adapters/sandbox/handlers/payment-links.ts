// GET /api/payment-links/{id} and /benefits (donation beneficiaries with their share).
import { refuse } from '../engine/errors';
import { json, route, type HandlerContext } from '../routing/route';
import { publicView } from '../model';

export function handlers(ctx: HandlerContext) {
  const { store } = ctx;
  const linkOf = (id: string) => {
    const link = store.read().links[id];
    if (!link) throw refuse(404, `Payment link ${id} not found`);
    return link;
  };
  return [
    route(ctx, 'get', '/api/payment-links/:id', 'paymentLinks.get', ({ params }) => json(publicView(linkOf(params.id ?? '')))),
    route(ctx, 'get', '/api/payment-links/:id/benefits', 'paymentLinks.benefits', ({ params }) => {
      const beneficiaries = linkOf(params.id ?? '').donation_settings?.beneficiaries ?? [];
      return json(
        beneficiaries.map((b) => ({
          name: b.name ?? b.address,
          avatar: b.avatar ?? null,
          url: b.url ?? null,
          address: b.address,
          percent: b.share ?? null,
          type: 'dapp',
        })),
      );
    }),
  ];
}
