// GET /api/settings/donate: every donation settings record, for the owner's and admins'
// integrations page (designed by the sandbox; the real Payment Kit lists them in its admin).
import { isAdminUser, requireUser } from '../engine/auth';
import { refuse } from '../engine/errors';
import { json, route, type HandlerContext } from '../routing/route';

export function handlers(ctx: HandlerContext) {
  const { store } = ctx;
  return [
    route(ctx, 'get', '/api/settings/donate', 'settings.donationList', ({ url }) => {
      const user = requireUser(store.read());
      if (!isAdminUser(user)) throw refuse(403, 'Only the owner or an admin can see donation settings');
      const livemode = url.searchParams.get('livemode') !== 'false';
      return json(store.read().settingsRecords.filter((r) => (r.type ?? 'donate') === 'donate' && (r.livemode ?? true) === livemode));
    }),
  ];
}
