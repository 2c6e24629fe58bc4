// Developer endpoints: my apps, create, upload, request / cancel review, publish, comments,
// access tokens, and joining under the staking permission mode.
import { validateAppDid, validateAppName, validateRemark, validateTokenName } from '@domain/store';
import { refuse, refuseQuery } from '../engine/errors';
import { atSiteRoot, json, route, type HandlerContext } from '../routing/route';
import { callerUser, isStoreAdmin, nextStoreId, nowIso, readStore, requireDeveloper, requireStoreUser, updateStore } from '../app-store/access';
import type { StoreAppRecord } from '../app-store/model';
import { findApp, readPaging } from '../app-store/catalogue';
import { runReviewAction, runUpload } from '../app-store/review-engine';
import { hasPassportStake } from '../app-store/stakes';
import { publishActionFor } from '../app-store/wallet-publish';
import { appView, tokenView } from '../app-store/views';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** A base58-looking string from a counter (deterministic, no randomness). */
const pseudoKey = (seed: number, length: number) => {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  let out = '';
  let x = seed * 2654435761;
  for (let i = 0; i < length; i += 1) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += alphabet[x % alphabet.length];
  }
  return out;
};

/** A secret no other sandbox shares: 64 hex digits from the platform's random source (a counter made every fresh sandbox's first token the same). */
const randomHex = (digits: number) => Array.from(crypto.getRandomValues(new Uint8Array(digits / 2)), (b) => b.toString(16).padStart(2, '0')).join('');

export function handlers(componentCtx: HandlerContext) {
  const ctx = atSiteRoot(componentCtx);
  const { store } = ctx;
  return [
    route(ctx, 'get', '/store/api/developer/blocklets', 'store.developer.list', ({ request, url }) => {
      const user = requireDeveloper(store, request);
      const data = readStore(store);
      const { page, pageSize } = readPaging(url);
      const keyword = (url.searchParams.get('keyword') ?? '').toLowerCase();
      const mine = data.apps.filter((a) => a.ownerDid === user.did && (!keyword || `${a.title} ${a.name} ${a.did}`.toLowerCase().includes(keyword)));
      const sorted = [...mine].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
      return json({ dataList: sorted.slice((page - 1) * pageSize, page * pageSize).map((a) => appView(data, a)), total: mine.length, totalBlocklet: mine.length });
    }),

    route(ctx, 'get', '/store/api/developer/blocklets/isNameExist', 'store.developer.nameExists', ({ request, url }) => {
      requireDeveloper(store, request);
      const name = (url.searchParams.get('name') ?? '').trim().toLowerCase();
      return json({ result: readStore(store).apps.some((a) => a.name.toLowerCase() === name) });
    }),

    route(ctx, 'post', '/store/api/developer/blocklets', 'store.developer.create', ({ request, body }) => {
      const user = requireDeveloper(store, request);
      const name = validateAppName(str(body.name));
      const remark = validateRemark(str(body.remark));
      // The DID comes from the key-pair step (generated in the browser or pasted), docs/reference/store-shell.md §3.3.
      const did = validateAppDid(str(body.did));
      const errors = [name, remark, did].flatMap((r) => (r.ok ? [] : [r.message]));
      if (errors.length) throw refuseQuery(errors);
      const value = name.ok ? name.value : '';
      const appDid = did.ok ? did.value : '';
      if (readStore(store).apps.some((a) => a.name.toLowerCase() === value.toLowerCase())) throw refuse(400, 'Name is existed');
      if (readStore(store).apps.some((a) => a.did === appDid)) throw refuse(400, 'This DID is already used by another app');
      const id = nextStoreId(store, 'app');
      const at = nowIso(store);
      const app: StoreAppRecord = {
        id,
        did: appDid,
        name: value,
        title: value,
        description: remark.ok && remark.value ? remark.value : `${value} by ${user.fullName}`,
        ownerDid: user.did,
        ownerName: user.fullName,
        categoryId: null,
        price: null,
        status: 'normal',
        blockReason: null,
        permission: str(body.permission) === 'Private' ? 'Private' : 'Public',
        remark: remark.ok ? remark.value : '',
        reviewType: 'EACH',
        source: 'WEBSITE',
        versions: [],
        currentVersion: null,
        reviewVersion: null,
        draftVersion: null,
        downloads: 0,
        isOfficial: false,
        keywords: [],
        seedIndex: Number(id.slice(4)),
        createdAt: at,
        updatedAt: at,
        lastPublishedAt: null,
      };
      updateStore(store, (s) => {
        s.apps = [...s.apps, app];
      });
      return json(appView(readStore(store), app));
    }),

    // Designed here: the web upload as JSON (version, changelog, readme, bundle size) instead of
    // the real multipart zip; the same rules decide whether a new DRAFT is accepted.
    route(ctx, 'post', '/store/api/blocklets/upload', 'store.upload', ({ request, body }) => {
      const user = requireDeveloper(store, request);
      return json(runUpload(store, user, { did: str(body.did), version: str(body.version).trim(), changeLog: str(body.changeLog), readme: str(body.readme), bundleSize: Number(body.bundleSize ?? 0) }));
    }),

    route(ctx, 'put', '/store/api/developer/blocklets/:did/request-review', 'store.review.request', ({ request, params, body }) => {
      const user = requireDeveloper(store, request);
      return json(runReviewAction(store, user, { did: params.did ?? '', version: str(body.version), action: 'request' }));
    }),

    route(ctx, 'put', '/store/api/developer/blocklets/:did/cancel-review', 'store.review.cancel', ({ request, params, body }) => {
      const user = requireDeveloper(store, request);
      return json(runReviewAction(store, user, { did: params.did ?? '', version: str(body.version), action: 'cancel' }));
    }),

    // Which DID Connect action publishes the app; the wallet's approval then publishes (wallet-publish.ts).
    route(ctx, 'get', '/store/api/developer/blocklets/verify-nft-factory/:did', 'store.review.verifyPublish', ({ request, params, url }) => {
      const user = requireDeveloper(store, request);
      return json(publishActionFor(store, user, params.did ?? '', url.searchParams.get('version')));
    }),

    route(ctx, 'get', '/store/api/blocklets/:did/comments/:version', 'store.comments', ({ request, params }) => {
      const user = requireStoreUser(store, request);
      const data = readStore(store);
      const app = findApp(data, params.did ?? '');
      if (user.did !== app.ownerDid && !isStoreAdmin(user)) throw refuse(403, 'Permission denied');
      const version = app.versions.find((v) => v.version === params.version);
      if (!version) throw refuse(404, 'version not found');
      return json(data.comments.filter((c) => c.versionId === version.id));
    }),

    route(ctx, 'post', '/store/api/blocklets/:did/comment/:version', 'store.comment', ({ request, params, body }) => {
      const user = requireStoreUser(store, request);
      const action = str(body.action) === 'reply' ? 'reply' : 'comment';
      return json(runReviewAction(store, user, { did: params.did ?? '', version: params.version ?? '', action, input: { content: str(body.content) } }));
    }),

    route(ctx, 'get', '/store/api/developer/access-tokens', 'store.tokens.list', ({ request }) => {
      const user = requireDeveloper(store, request);
      const mine = readStore(store).tokens.filter((t) => t.userDid === user.did && t.status === 'normal');
      return json({ dataList: mine.map((t) => tokenView(t)), total: mine.length });
    }),

    route(ctx, 'post', '/store/api/developer/access-tokens', 'store.tokens.create', ({ request, body }) => {
      const user = requireDeveloper(store, request);
      const remark = validateTokenName(str(body.remark));
      if (!remark.ok) throw refuseQuery([remark.message]);
      const id = nextStoreId(store, 'tok');
      const n = Number(id.slice(4));
      const at = nowIso(store);
      const token = { id: `z1Token${pseudoKey(n, 24)}`, publicKey: `0x${pseudoKey(n + 7, 40)}`, secret: `0x${randomHex(64)}`, userDid: user.did, status: 'normal' as const, remark: remark.value, latestUsedAt: null, createdAt: at, updatedAt: at };
      updateStore(store, (s) => {
        s.tokens = [...s.tokens, token];
      });
      return json(tokenView(token, true));
    }),

    route(ctx, 'delete', '/store/api/developer/access-tokens/:id', 'store.tokens.revoke', ({ request, params }) => {
      const user = requireDeveloper(store, request);
      const token = readStore(store).tokens.find((t) => t.id === params.id && t.userDid === user.did);
      if (!token) throw refuse(404, 'Access token not found');
      updateStore(store, (s) => {
        s.tokens = s.tokens.map((t) => (t.id === token.id ? { ...t, status: 'revoked' as const, updatedAt: nowIso(store) } : t));
      });
      return json({ ok: true });
    }),

    // Designed here: the stake-and-join DID Connect result (staking mode only), after the stake.
    route(ctx, 'post', '/store/api/developer/join', 'store.join', ({ request }) => {
      const user = requireStoreUser(store, request);
      const data = readStore(store);
      if (data.permissionMode !== 'staking') throw refuse(400, 'Your must be invited to access this store', 'NEED_INVITE');
      if (data.developers.some((d) => d.did === user.did && d.blocked)) throw refuse(403, 'Your access to this store has been revoked', 'USER_BLOCKED');
      if (user.passports.some((p) => p.role === 'developer') || data.developers.some((d) => d.did === user.did && d.joinedByStake))
        throw refuse(400, 'You already got a valid developer passport', 'PASSPORT_EXIST');
      // The passport comes from the stake the wallet locked on approving stake-and-join (stakes.ts).
      if (!hasPassportStake(data, user.did)) throw refuse(400, 'Stake for the developer passport in your DID wallet first', 'STAKE_REQUIRED');
      updateStore(store, (s) => {
        s.developers = [...s.developers.filter((d) => d.did !== user.did), { did: user.did, fullName: user.fullName, blocked: false, joinedAt: nowIso(store), joinedByStake: true }];
      });
      return json({ joined: true });
    }),

    route(ctx, 'get', '/store/api/developer/me', 'store.developer.me', ({ request }) => {
      const user = callerUser(store, request);
      if (!user) return json({ developer: false, blocked: false });
      const data = readStore(store);
      const record = data.developers.find((d) => d.did === user.did);
      const passport = user.passports.some((p) => p.role === 'developer') || record?.joinedByStake === true;
      return json({ developer: passport && !record?.blocked, blocked: record?.blocked === true });
    }),
  ];
}
