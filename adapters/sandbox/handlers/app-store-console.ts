// Admin console endpoints: the review queue, review actions, block / unblock an app, categories
// (create, rename, reorder, delete) and developers (block / unblock). Also the sandbox-only
// preference switch (permissionMode) that tests and the Sandbox page use.
import { validateBlockReason, validateCategoryName } from '@domain/store';
import type { ReviewAction } from '@domain/review';
import { SandboxRefusal, refuse, refuseQuery } from '../engine/errors';
import { atSiteRoot, json, route, type HandlerContext } from '../routing/route';
import { nowIso, readStore, requireAdmin, setStorePreferences, updateStore } from '../app-store/access';
import { findApp, readPaging } from '../app-store/catalogue';
import { runReviewAction } from '../app-store/review-engine';
import { appView } from '../app-store/views';

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const REVIEW_ACTIONS: Record<string, ReviewAction> = { IN_REVIEW: 'start', APPROVED: 'approve', REJECTED: 'reject' };

export function handlers(componentCtx: HandlerContext) {
  const ctx = atSiteRoot(componentCtx);
  const { store } = ctx;
  return [
    // The queue: filter[reviewStatus][]=PENDING_REVIEW (several allowed), keyword; newest change first.
    route(ctx, 'get', '/store/api/console/blocklets', 'store.console.list', ({ request, url }) => {
      requireAdmin(store, request);
      const data = readStore(store);
      const { page, pageSize } = readPaging(url);
      const statuses = url.searchParams.getAll('filter[reviewStatus][]');
      const keyword = (url.searchParams.get('keyword') ?? '').toLowerCase();
      const statusOf = (did: string) => {
        const app = data.apps.find((a) => a.did === did)!;
        return app.versions[app.versions.length - 1]?.status;
      };
      const rows = data.apps.filter(
        (a) => (!statuses.length || statuses.includes(statusOf(a.did) ?? '')) && (!keyword || `${a.title} ${a.name} ${a.did}`.toLowerCase().includes(keyword)),
      );
      const sorted = [...rows].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
      return json({ dataList: sorted.slice((page - 1) * pageSize, page * pageSize).map((a) => appView(data, a)), total: rows.length });
    }),

    route(ctx, 'put', '/store/api/console/blocklets/:did/review', 'store.review.admin', ({ request, params, body }) => {
      const user = requireAdmin(store, request);
      const action = REVIEW_ACTIONS[str(body.action)];
      if (!action) throw new SandboxRefusal(400, { error: ['"action" must be one of [IN_REVIEW, APPROVED, REJECTED]'] });
      const category = str(body.category);
      // A category that is named but unknown is not a missing one (the domain refuses a missing one).
      if (action === 'approve' && category.trim() && !readStore(store).categories.some((c) => c.id === category)) throw refuse(400, 'The category does not exist');
      return json(runReviewAction(store, user, { did: params.did ?? '', version: str(body.version), action, input: { category, content: str(body.content) } }));
    }),

    route(ctx, 'put', '/store/api/console/blocklets/:did/block', 'store.console.block', ({ request, params, body }) => {
      requireAdmin(store, request);
      const reason = validateBlockReason(str(body.reason));
      if (!reason.ok) throw refuseQuery([reason.message]);
      const app = findApp(readStore(store), params.did ?? '');
      updateStore(store, (s) => {
        s.apps = s.apps.map((a) => (a.did === app.did ? { ...a, status: 'blocked' as const, blockReason: reason.value || null, updatedAt: nowIso(store) } : a));
      });
      return json({ status: 'blocked' });
    }),

    route(ctx, 'put', '/store/api/console/blocklets/:did/unblock', 'store.console.unblock', ({ request, params }) => {
      requireAdmin(store, request);
      const app = findApp(readStore(store), params.did ?? '');
      updateStore(store, (s) => {
        s.apps = s.apps.map((a) => (a.did === app.did ? { ...a, status: 'normal' as const, blockReason: null, updatedAt: nowIso(store) } : a));
      });
      return json({ status: 'normal' });
    }),

    route(ctx, 'post', '/store/api/console/categories', 'store.categories.create', ({ request, body }) => {
      requireAdmin(store, request);
      const locales = readLocales(body.locales);
      const id = `cat_${(readStore(store).seq + 1).toString(36)}_${locales.en.toLowerCase().replace(/[^a-z]+/g, '')}`;
      const at = nowIso(store);
      const category = { id, _id: id, name: locales.en, locales, createdAt: at, updatedAt: at };
      updateStore(store, (s) => {
        s.seq += 1;
        assertUnique(s.categories, locales, null);
        s.categories = [...s.categories, category];
      });
      return json(category);
    }),

    // Reorder: {ids} in the new order (designed here; the real store has no order).
    route(ctx, 'put', '/store/api/console/categories/order', 'store.categories.order', ({ request, body }) => {
      requireAdmin(store, request);
      const ids = Array.isArray(body.ids) ? body.ids.map(String) : [];
      const current = readStore(store).categories;
      if (ids.length !== current.length || !current.every((c) => ids.includes(c.id))) throw refuse(400, 'The order must name every category once');
      updateStore(store, (s) => {
        s.categories = ids.map((id) => current.find((c) => c.id === id)!);
      });
      return json(readStore(store).categories);
    }),

    route(ctx, 'put', '/store/api/console/categories/:id', 'store.categories.update', ({ request, params, body }) => {
      requireAdmin(store, request);
      const locales = readLocales(body.locales);
      const existing = readStore(store).categories.find((c) => c.id === params.id);
      if (!existing) throw refuse(404, 'category not found');
      updateStore(store, (s) => {
        assertUnique(s.categories, locales, existing.id);
        s.categories = s.categories.map((c) => (c.id === existing.id ? { ...c, locales, name: locales.en, updatedAt: nowIso(store) } : c));
      });
      return json(readStore(store).categories.find((c) => c.id === existing.id));
    }),

    // Deleting a category leaves its apps without one (they stay listed; the console shows "—").
    route(ctx, 'delete', '/store/api/console/categories/:id', 'store.categories.delete', ({ request, params }) => {
      requireAdmin(store, request);
      const existing = readStore(store).categories.find((c) => c.id === params.id);
      if (!existing) throw refuse(404, 'category not found');
      const affected = readStore(store).apps.filter((a) => a.categoryId === existing.id).length;
      updateStore(store, (s) => {
        s.categories = s.categories.filter((c) => c.id !== existing.id);
        s.apps = s.apps.map((a) => (a.categoryId === existing.id ? { ...a, categoryId: null } : a));
      });
      return json({ deleted: existing.id, appsWithoutCategory: affected });
    }),

    route(ctx, 'get', '/store/api/console/developers', 'store.developers.list', ({ request }) => {
      requireAdmin(store, request);
      const data = readStore(store);
      return json({
        dataList: data.developers.map((d) => ({ ...d, apps: data.apps.filter((a) => a.ownerDid === d.did).length })),
        total: data.developers.length,
      });
    }),

    route(ctx, 'put', '/store/api/console/developers/:did/:action', 'store.developers.block', ({ request, params }) => {
      requireAdmin(store, request);
      if (params.action !== 'block' && params.action !== 'unblock') throw refuse(404, 'Not found');
      const blocked = params.action === 'block';
      if (!readStore(store).developers.some((d) => d.did === params.did)) throw refuse(404, 'developer not found');
      updateStore(store, (s) => {
        s.developers = s.developers.map((d) => (d.did === params.did ? { ...d, blocked } : d));
      });
      return json({ blocked });
    }),

    // Sandbox only: switch the store preferences (permissionMode inviting | staking).
    route(ctx, 'put', '/store/api/__sandbox/preferences', 'store.sandbox.preferences', ({ body }) => {
      setStorePreferences(store, body);
      return json({ permissionMode: readStore(store).permissionMode, needReview: readStore(store).needReview });
    }),
  ];
}

function readLocales(value: unknown): { en: string; zh: string } {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const en = validateCategoryName(str(raw.en));
  const zh = validateCategoryName(str(raw.zh));
  const errors = [en, zh].flatMap((r, i) => (r.ok ? [] : [`${i ? 'zh' : 'en'}: ${r.message}`]));
  if (errors.length) throw refuseQuery(errors);
  return { en: en.ok ? en.value : '', zh: zh.ok ? zh.value : '' };
}

function assertUnique(categories: ReadonlyArray<{ id: string; locales: Record<string, string> }>, locales: { en: string; zh: string }, except: string | null) {
  for (const lang of ['en', 'zh'] as const) {
    if (categories.some((c) => c.id !== except && c.locales[lang]?.toLowerCase() === locales[lang].toLowerCase())) throw refuse(400, 'Name is existed');
  }
}
