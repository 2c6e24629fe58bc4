// Review actions on one version, decided by the domain's review rules (table (b)) so that the
// sandbox refuses exactly what the store server refuses, with its texts. Every change emits the
// relay event 'blocklet.reviewed' that makes the other side's screen refresh.
import type { SessionUser } from '@domain/model';
import { REVIEW_SYSTEM_LINES, applyAction, canUpload, statusAfterOtherRequest, type ActorRole, type ReviewAction, type ReviewInput } from '@domain/review';
import { SandboxRefusal, refuse, refuseQuery } from '../engine/errors';
import type { SandboxStore } from '../state';
import { hasDeveloperPassport, isStoreAdmin, nowIso, readStore, updateStore } from './access';
import type { StoreAppRecord, StoreData, StoreVersionRecord } from './model';
import { findApp } from './catalogue';

export function actorRoles(data: StoreData, user: SessionUser | null, app: StoreAppRecord): ActorRole[] {
  if (!user) return [];
  const roles: ActorRole[] = [];
  if (user.did === app.ownerDid && hasDeveloperPassport(data, user)) roles.push('dev');
  if (isStoreAdmin(user)) roles.push('admin');
  return roles;
}

const compareVersions = (a: string, b: string) => {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
};

/** The store rules the domain's review guards read for one version. */
export const reviewRules = (data: StoreData, app: StoreAppRecord, version: StoreVersionRecord) => ({
  needReview: data.needReview,
  blocked: app.status === 'blocked',
  isReviewVersion: app.reviewVersion === version.version,
  firstPassed: app.reviewType === 'FIRST' && app.currentVersion !== null,
});

export interface ReviewRequest {
  did: string;
  version: string;
  action: ReviewAction;
  input?: ReviewInput;
}

export function runReviewAction(store: SandboxStore, user: SessionUser, request: ReviewRequest): { status: string } {
  const data = readStore(store);
  const app = findApp(data, request.did);
  const version = app.versions.find((v) => v.version === request.version);
  if (!version) throw refuse(404, `This version ${request.version} does not support modifying status`);
  const roles = actorRoles(data, user, app);
  const result = applyAction(version.status, request.action, roles, reviewRules(data, app, version), request.input ?? {});
  if (!result.ok) throw new SandboxRefusal(result.reason === 'forbidden' ? 403 : 400, { error: result.serverMessage, code: result.reason });
  const at = nowIso(store);
  updateStore(store, (s) => {
    s.apps = s.apps.map((a) => {
      if (a.did !== app.did) return a;
      const next: StoreAppRecord = { ...a, updatedAt: at };
      next.versions = a.versions.map((v): StoreVersionRecord => {
        if (v.version === version.version) {
          const changed: StoreVersionRecord = { ...v, status: result.to, operations: { ...v.operations, [result.to]: user.did } };
          if (result.stamp) changed[result.stamp] = at;
          if (request.action === 'cancel') changed.note = 'Canceled by user';
          return changed;
        }
        // Row 7: requesting this version cancels an older pending or in-review one.
        if (result.effects.includes('cancelOtherReviews') && statusAfterOtherRequest(v.status) !== v.status)
          return { ...v, status: 'CANCELLED', canceledAt: at, note: `Canceled by ${version.version}` };
        return v;
      });
      if (result.effects.includes('setReviewVersion')) next.reviewVersion = version.version;
      if (result.effects.includes('setCategoryAndReviewType') && request.input?.category) next.categoryId = request.input.category;
      if (result.effects.includes('setCurrentVersion')) {
        next.currentVersion = version.version;
        next.lastPublishedAt = at;
      }
      if (result.effects.includes('clearReviewPointers')) {
        next.reviewVersion = null;
        next.draftVersion = null;
      }
      return next;
    });
    const line = REVIEW_SYSTEM_LINES[request.action];
    const posted = request.input?.content?.trim();
    const comments = [...s.comments];
    const id = () => `cmt_${(s.seq += 1)}`;
    if (line && (request.action !== 'publish' || version.pendingAt))
      comments.push({ id: id(), versionId: version.id, authorDid: user.did, authorName: user.fullName, content: line, system: true, createdAt: at });
    if (posted) comments.push({ id: id(), versionId: version.id, authorDid: user.did, authorName: user.fullName, content: posted, system: false, createdAt: at });
    s.comments = comments;
  });
  store.emit('blocklet.reviewed', { blockletId: app.did, status: result.to, action: request.action });
  return { status: result.to };
}

export interface UploadRequest {
  did: string;
  version: string;
  changeLog: string;
  readme: string;
  bundleSize: number;
}

/** Row 1: a new, higher version becomes DRAFT, unless a review is in progress or the app is blocked. */
export function runUpload(store: SandboxStore, user: SessionUser, upload: UploadRequest): { status: 'uploaded' } {
  const data = readStore(store);
  const app = findApp(data, upload.did);
  if (!/^\d+\.\d+\.\d+$/.test(upload.version)) throw refuseQuery(['"version" must like x.x.x']);
  const latest = app.versions[app.versions.length - 1];
  const review = app.versions.find((v) => v.version === app.reviewVersion);
  const verdict = canUpload({
    isDev: actorRoles(data, user, app).includes('dev'),
    blocked: app.status === 'blocked',
    needReview: data.needReview,
    reviewVersionStatus: review?.status,
    isHigherVersion: !latest || compareVersions(upload.version, latest.version) > 0,
  });
  if (!verdict.ok) {
    const texts = {
      forbidden: [403, 'Blocklet owner does\'t have this AccessToken'],
      blocked: [400, 'Blocklet has been blocked'],
      inReview: [400, 'A version of this blocklet is in review; cancel it or wait for the result'],
      versionNotHigher: [400, `The version must be greater than ${latest?.version ?? '0.0.0'}`],
    } as const;
    const [status, text] = texts[verdict.reason];
    throw refuse(status, text);
  }
  const at = nowIso(store);
  updateStore(store, (s) => {
    s.seq += 1;
    const record: StoreVersionRecord = {
      id: `ver_up_${s.seq}`,
      did: app.did,
      version: upload.version,
      status: 'DRAFT',
      createdAt: at,
      uploadedAt: at,
      changeLog: upload.changeLog,
      ...(upload.readme.trim() ? { readme: { en: upload.readme, zh: upload.readme } } : {}),
    };
    s.apps = s.apps.map((a) => (a.did === app.did ? { ...a, versions: [...a.versions, record], draftVersion: upload.version, updatedAt: at } : a));
  });
  return { status: 'uploaded' };
}
