// Public store endpoints (docs/reference/store-shell.md §1.4): the catalogue with search, category, price, sort and
// paging; categories; explore; detail, versions, readme info; the pictures the readmes use; a
// purchase that opens this project's checkout for a paid app, and whether the caller bought it.
import { HttpResponse } from 'msw';
import { refuse, refuseQuery } from '../engine/errors';
import { findApp, isListed, matchesKeyword, readPaging, sortApps } from '../app-store/catalogue';
import { atSiteRoot, json, route, type HandlerContext } from '../routing/route';
import { callerUser, readStore, requireStoreUser } from '../app-store/access';
import { appSvg, readmeOf } from '../app-store/readme';
import { openPurchaseSession, purchaseOf, startPurchase } from '../app-store/purchases';
import { PASSPORT_STAKE_TOKENS, PUBLISH_STAKE_TOKENS } from '../app-store/stakes';
import { appView, categoryOf, findVersion, metaView, versionView } from '../app-store/views';

const VERSION_PATTERN = /^\d+\.\d+\.\d+$/;

export function handlers(componentCtx: HandlerContext) {
  const ctx = atSiteRoot(componentCtx);
  const { store } = ctx;
  return [
    route(ctx, 'get', '/store/api/v2/blocklets.json', 'store.list', ({ url }) => {
      const data = readStore(store);
      const { page, pageSize } = readPaging(url);
      const keyword = url.searchParams.get('keyword') ?? '';
      if (keyword.length > 500) throw refuseQuery(['"keyword" length must be less than or equal to 500 characters long']);
      const category = url.searchParams.get('category');
      const price = url.searchParams.get('price');
      const owner = url.searchParams.get('owner');
      const filtered = data.apps.filter(
        (a) =>
          isListed(a) &&
          matchesKeyword(a, keyword) &&
          (!category || a.categoryId === category) &&
          (!owner || a.ownerDid === owner) &&
          (price === 'free' ? a.price === null : price === 'payment' ? a.price !== null : true),
      );
      const sorted = sortApps(filtered, url.searchParams.get('sortBy'), url.searchParams.get('sortDirection'));
      return json({ dataList: sorted.slice((page - 1) * pageSize, page * pageSize).map((a) => metaView(data, a)), total: filtered.length });
    }),

    route(ctx, 'get', '/store/api/blocklets/categories', 'store.categories', () => json(readStore(store).categories)),

    route(ctx, 'get', '/store/api/preferences', 'store.preferences', () => {
      const data = readStore(store);
      return json({ permissionMode: data.permissionMode, needReview: data.needReview, passportStakeAmount: PASSPORT_STAKE_TOKENS, publishStakeAmount: PUBLISH_STAKE_TOKENS });
    }),

    route(ctx, 'get', '/store/api/blocklets/explore', 'store.explore', () => {
      const data = readStore(store);
      const listed = data.apps.filter(isListed);
      return json([
        { type: 'trending', blocklets: sortApps(listed, 'stats.downloads', 'desc').slice(0, 4).map((a) => metaView(data, a)) },
        { type: 'topRated', blocklets: [] },
        { type: 'recentlyUpdated', blocklets: sortApps(listed, 'lastPublishedAt', 'desc').slice(0, 4).map((a) => metaView(data, a)) },
      ]);
    }),

    // Detail: without a version only a published app; with one, any version (owners and admins preview).
    route(ctx, 'get', '/store/api/blocklets/:did/blocklet.json', 'store.detail', ({ params, url }) => {
      const data = readStore(store);
      const app = findApp(data, params.did ?? '');
      const version = url.searchParams.get('version');
      if (version && !VERSION_PATTERN.test(version)) throw refuseQuery(['"version" must like x.x.x']);
      if (version && !findVersion(app, version)) throw refuse(404, 'the version is invalid');
      if (!version && !app.currentVersion) throw refuse(404, 'blocklet not published');
      return json({ ...appView(data, app), meta: metaView(data, app, version ?? app.currentVersion), specifiedVersion: versionView(findVersion(app, version ?? app.currentVersion)!) });
    }),

    route(ctx, 'get', '/store/api/blocklets/:did/info', 'store.info', ({ params, url }) => {
      const data = readStore(store);
      const app = findApp(data, params.did ?? '');
      const asked = url.searchParams.get('version') ?? app.currentVersion ?? app.versions[app.versions.length - 1]?.version ?? '';
      const version = findVersion(app, asked);
      if (!version) throw refuse(404, 'the version is invalid');
      const readme = { en: readmeOf(app, version.version, 'en'), zh: readmeOf(app, version.version, 'zh') };
      const byAuthor = data.apps.filter((a) => a.did !== app.did && isListed(a) && a.ownerDid === app.ownerDid).slice(0, 3);
      // The real store may name an app in both lists; the page shows it once, so pick others here.
      const sameCategory = data.apps.filter((a) => a.did !== app.did && isListed(a) && a.categoryId === app.categoryId && !byAuthor.includes(a)).slice(0, 3);
      return json({
        readme,
        version: versionView(version),
        authorBlocklets: byAuthor.map((a) => metaView(data, a)),
        categoriesBlocklets: sameCategory.map((a) => metaView(data, a)),
      });
    }),

    // Versions up to the asked one, newest first (the detail page's Versions tab).
    route(ctx, 'get', '/store/api/blocklets/:did/versions', 'store.versions', ({ params, url }) => {
      const app = findApp(readStore(store), params.did ?? '');
      const upTo = url.searchParams.get('version');
      const limit = upTo ? app.versions.findIndex((v) => v.version === upTo) : app.versions.length - 1;
      return json(app.versions.slice(0, limit + 1).reverse().map(versionView));
    }),

    route(ctx, 'get', '/store/api/assets/:did/:file', 'store.asset', ({ params }) => {
      const app = readStore(store).apps.find((a) => a.did === params.did);
      if (!app) return new HttpResponse(null, { status: 404 });
      const svg = appSvg(app, params.file?.startsWith('logo') ? 'logo' : 'screenshot');
      return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' } });
    }),

    // Designed here (the real store sells through an NFT factory): a checkout session of this
    // Payment Kit for the app's price, which the front end opens at /checkout/pay/{id}. The
    // session names the app (metadata, the product, and success_url: the app's page, which the
    // success view offers as "Back to {app}"). An app is sold once per person: bought → 400; a
    // purchase already started and still payable is continued rather than doubled.
    route(ctx, 'post', '/store/api/blocklets/:did/purchase', 'store.purchase', ({ params, request }) => {
      const user = requireStoreUser(store, request);
      const data = readStore(store);
      const app = findApp(data, params.did ?? '');
      if (app.status === 'blocked') throw refuse(403, 'Blocklet has been blocked by store admin');
      if (!isListed(app)) throw refuse(404, 'blocklet not published');
      if (app.price === null) throw refuse(400, 'This app is free');
      if (purchaseOf(store.read(), app.did, user.did)) throw refuse(400, 'You have already purchased this app', 'ALREADY_PURCHASED');
      const started = openPurchaseSession(store.read(), app.did, user.did, store.nowSeconds());
      if (started) return json({ checkoutSessionId: started.id, url: `/checkout/pay/${started.id}` });
      const sessionId = startPurchase(store, app, user.did);
      return json({ checkoutSessionId: sessionId, url: `/checkout/pay/${sessionId}` });
    }),

    // Designed here (the real store counts the user's purchase NFTs): whether the caller bought
    // the app, and when. A guest has bought nothing.
    route(ctx, 'get', '/store/api/blocklets/:did/purchase', 'store.purchased', ({ params, request }) => {
      const app = findApp(readStore(store), params.did ?? '');
      const user = callerUser(store, request);
      const purchase = user ? purchaseOf(store.read(), app.did, user.did) : null;
      return json(purchase ? { purchased: true, purchasedAt: purchase.purchasedAt, invoiceId: purchase.invoiceId } : { purchased: false, purchasedAt: null, invoiceId: null });
    }),

    route(ctx, 'get', '/store/api/categories/:id', 'store.category', ({ params }) => {
      const category = categoryOf(readStore(store), params.id ?? null);
      if (!category) throw refuse(404, 'category not found');
      return json(category);
    }),
  ];
}
