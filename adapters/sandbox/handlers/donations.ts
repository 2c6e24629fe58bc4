// The donation widget's endpoints (engine/donations.ts): POST /api/donations gets or updates a
// target's tip link, GET /api/donations?target= its supporters. No login: a guest may tip.
import { publicView } from '../model';
import { readDonationRequest, supportersOf, upsertDonationLink } from '../engine/donations';
import { refuse } from '../engine/errors';
import { json, route, type HandlerContext } from '../routing/route';

const livemodeOf = (url: URL) => url.searchParams.get('livemode') !== 'false';

export function handlers(ctx: HandlerContext) {
  const { store } = ctx;
  return [
    route(ctx, 'post', '/api/donations', 'donations.start', ({ url, body }) => json(publicView(upsertDonationLink(store, readDonationRequest(body), livemodeOf(url))))),
    route(ctx, 'get', '/api/donations', 'donations.supporters', ({ url }) => {
      const target = url.searchParams.get('target') ?? '';
      if (!target) throw refuse(400, '"target" is required');
      return json(supportersOf(store.read(), target, livemodeOf(url)));
    }),
  ];
}
