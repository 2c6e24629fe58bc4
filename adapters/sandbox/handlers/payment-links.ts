// GET /api/payment-links/{id} and /benefits (donation beneficiaries with their share).
import { failure, json, publicView, route, type HandlerContext } from './route';

export function paymentLinkHandlers(ctx: HandlerContext) {
  const { store } = ctx;
  const linkOf = (id: string) => {
    const link = store.read().links[id];
    if (!link) throw failure(404, `Payment link ${id} not found`);
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
