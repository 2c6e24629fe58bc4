// User reviews of an app (designed here; the real store keeps comments in Discuss Kit): the
// summary (average, count, distribution) with a page of reviews, newest first, and the caller's
// own review; posting one review per person and app (a second post replaces the first).
import { summarizeRatings, validateReview } from '@domain/store';
import { refuse, refuseQuery } from '../engine/errors';
import { atSiteRoot, json, route, type HandlerContext } from '../routing/route';
import { callerUser, nextStoreId, nowIso, readStore, requireStoreUser, updateStore } from '../app-store/access';
import { findApp, isListed, readPaging } from '../app-store/catalogue';
import type { StoreRatingRecord } from '../app-store/model';

const view = ({ appDid: _app, ...rest }: StoreRatingRecord) => rest;

export function handlers(componentCtx: HandlerContext) {
  const ctx = atSiteRoot(componentCtx);
  const { store } = ctx;
  return [
    route(ctx, 'get', '/store/api/blocklets/:did/ratings', 'store.ratings', ({ request, params, url }) => {
      const data = readStore(store);
      const app = findApp(data, params.did ?? '');
      const { page, pageSize } = readPaging(url);
      const all = (data.ratings ?? []).filter((r) => r.appDid === app.did).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id.localeCompare(a.id));
      const me = callerUser(store, request);
      const mine = me ? all.find((r) => r.authorDid === me.did) : undefined;
      return json({
        summary: summarizeRatings(all.map((r) => r.rating)),
        dataList: all.slice((page - 1) * pageSize, page * pageSize).map(view),
        total: all.length,
        mine: mine ? view(mine) : null,
      });
    }),

    route(ctx, 'post', '/store/api/blocklets/:did/ratings', 'store.ratings.write', ({ request, params, body }) => {
      const user = requireStoreUser(store, request);
      const data = readStore(store);
      const app = findApp(data, params.did ?? '');
      if (!isListed(app)) throw refuse(404, 'blocklet not published');
      if (app.ownerDid === user.did) throw refuse(403, 'You cannot review your own app');
      const checked = validateReview(body.rating, typeof body.content === 'string' ? body.content : '');
      if (!checked.ok) throw refuseQuery([checked.message]);
      const id = nextStoreId(store, 'rev');
      const record: StoreRatingRecord = {
        id,
        appDid: app.did,
        authorDid: user.did,
        authorName: user.fullName,
        rating: body.rating as number,
        content: checked.value,
        version: app.currentVersion ?? '',
        createdAt: nowIso(store),
      };
      updateStore(store, (s) => {
        s.ratings = [...(s.ratings ?? []).filter((r) => !(r.appDid === app.did && r.authorDid === user.did)), record];
      });
      return json(view(record));
    }),
  ];
}
