// The seeded app store, generated in code and deterministic: the same 64 apps in 10 categories on
// every reset, with several versions each, review discussions, user reviews (ratings-seed.ts), paid and free apps, and at least one version
// in every review state. Dates count back from the moment of seeding.
import { DID } from '../catalog/identities';
import type { StoreAppRecord, StoreCommentRecord, StoreData, StoreDeveloperRecord, StoreVersionRecord } from './model';
import { mulberry32 as seededRandom } from '@domain/random';
import { seedRatings } from './ratings-seed';

const DAY_MS = 24 * 3600 * 1000;


export const SEED_CATEGORIES: ReadonlyArray<[id: string, en: string, zh: string]> = [
  ['cat_productivity', 'Productivity', '效率工具'],
  ['cat_dev', 'Developer Tools', '开发者工具'],
  ['cat_communication', 'Communication', '沟通协作'],
  ['cat_shopping', 'Shopping', '购物'],
  ['cat_blog', 'Blog', '博客'],
  ['cat_photos', 'Photos', '照片'],
  ['cat_news', 'News', '新闻'],
  ['cat_fun', 'Fun', '娱乐'],
  ['cat_security', 'Security', '安全'],
  ['cat_ai', 'AI', '人工智能'],
];

const WORDS_A = ['Swift', 'Bright', 'Quiet', 'Nimble', 'Solid', 'Clever', 'Open', 'Tiny', 'Blue', 'Golden', 'Silver', 'Lucky', 'Calm', 'Bold', 'Prime', 'Clear'];
const WORDS_B = ['Notes', 'Board', 'Chat', 'Cart', 'Press', 'Gallery', 'Feed', 'Quiz', 'Vault', 'Assistant', 'Tasks', 'Forms', 'Wiki', 'Pages', 'Docs', 'Stats'];

/** The other developers of the seeded store (Carol is the sandbox developer identity). */
const AUTHORS: ReadonlyArray<[did: string, name: string]> = [
  [DID.developer, 'Carol Developer'],
  ['z1StoreAuthorFrankXXXXXXXXXXXXXXXXXX', 'Frank Builder'],
  ['z1StoreAuthorGraceXXXXXXXXXXXXXXXXXX', 'Grace Hopper Labs'],
  ['z1StoreAuthorHeidiXXXXXXXXXXXXXXXXXX', 'Heidi Studio'],
];

export const APP_COUNT = 64;

/** App DIDs look like the store's: a z-prefixed base58 string, here derived from the index. */
export const appDid = (index: number): string => `z2qaStoreApp${String(index).padStart(4, '0')}XXXXXXXXXXXXXXXXXXX`;

/** The app whose readme carries a script-bearing image and a javascript: link (a safety probe). */
export const UNSAFE_README_INDEX = 7;

// Apps whose newest version is in a review state, so every review screen has data. Indices that
// are multiples of 4 belong to Carol (the sandbox developer); 1 and 9 to Frank.
export const REVIEW_SEED: ReadonlyArray<[index: number, status: StoreVersionRecord['status']]> = [
  [4, 'DRAFT'],
  [8, 'PENDING_REVIEW'],
  [12, 'IN_REVIEW'],
  [16, 'APPROVED'],
  [20, 'REJECTED'],
  [24, 'CANCELLED'],
  [1, 'PENDING_REVIEW'],
  [9, 'REJECTED'],
];

const iso = (ms: number) => new Date(ms).toISOString();

function versionRecord(did: string, index: number, n: number, status: StoreVersionRecord['status'], at: number): StoreVersionRecord {
  const version = `1.${n}.${index % 3}`;
  const base: StoreVersionRecord = {
    id: `ver_${index}_${n}`,
    did,
    version,
    status,
    createdAt: iso(at),
    uploadedAt: iso(at),
    changeLog: n === 0 ? 'First release.' : `Improvements in ${version}: faster start, clearer texts, fixes.`,
  };
  if (status === 'PUBLISHED') base.publishedAt = iso(at + DAY_MS / 2);
  if (status !== 'DRAFT' && status !== 'PUBLISHED') base.pendingAt = iso(at + 3600_000);
  if (status === 'IN_REVIEW' || status === 'APPROVED' || status === 'REJECTED') base.inReviewAt = iso(at + 7200_000);
  if (status === 'APPROVED') base.approvedAt = iso(at + 10_800_000);
  if (status === 'REJECTED') base.rejectedAt = iso(at + 10_800_000);
  if (status === 'CANCELLED') {
    base.canceledAt = iso(at + 10_800_000);
    base.note = 'Canceled by user';
  }
  return base;
}

function seedApp(index: number, now: number): { app: StoreAppRecord; comments: StoreCommentRecord[] } {
  const rnd = seededRandom(index + 1);
  const did = appDid(index);
  const [ownerDid, ownerName] = AUTHORS[index % AUTHORS.length]!;
  const title = index === UNSAFE_README_INDEX ? 'Readme Safety Probe' : `${WORDS_A[index % WORDS_A.length]} ${WORDS_B[(index * 7 + Math.floor(index / 16)) % WORDS_B.length]}`;
  const name = title.toLowerCase().replace(/\s+/g, '-');
  const category = SEED_CATEGORIES[index % SEED_CATEGORIES.length]!;
  const versionCount = 2 + (index % 3);
  const created = now - (120 + index * 3) * DAY_MS;
  const reviewed = REVIEW_SEED.find(([i]) => i === index);
  const versions: StoreVersionRecord[] = [];
  for (let n = 0; n < versionCount; n += 1) versions.push(versionRecord(did, index, n, 'PUBLISHED', created + n * 20 * DAY_MS));
  // The newest version of a review app is in the named state.
  if (reviewed) {
    const [, status] = reviewed;
    const last = versions[versions.length - 1]!;
    versions[versions.length - 1] = versionRecord(did, index, versions.length - 1, status, Date.parse(last.createdAt));
  }
  const published = versions.filter((v) => v.status === 'PUBLISHED');
  const latest = versions[versions.length - 1]!;
  const reviewing = latest.status !== 'PUBLISHED' && latest.status !== 'DRAFT' ? latest.version : null;
  const app: StoreAppRecord = {
    id: `app_${index}`,
    did,
    name,
    title,
    description: `${title} helps your team ${['plan', 'share', 'sell', 'write', 'learn', 'protect'][index % 6]} with less effort.`,
    ownerDid,
    ownerName,
    categoryId: category[0],
    price: index % 5 === 2 ? String(1 + (index % 9)) : null,
    status: index === 11 ? 'blocked' : 'normal',
    blockReason: index === 11 ? 'Copies another developer’s work.' : null,
    permission: 'Public',
    remark: '',
    reviewType: 'EACH',
    source: index % 2 ? 'CLI' : 'WEBSITE',
    versions,
    currentVersion: published.length ? published[published.length - 1]!.version : null,
    reviewVersion: reviewing,
    draftVersion: latest.status === 'DRAFT' ? latest.version : null,
    downloads: Math.floor(rnd() * 50_000),
    isOfficial: index % 13 === 0,
    keywords: [category[1].toLowerCase(), title.split(' ')[1]!.toLowerCase()],
    seedIndex: index,
    createdAt: iso(created),
    updatedAt: iso(Date.parse(latest.createdAt)),
    lastPublishedAt: published.length ? published[published.length - 1]!.publishedAt ?? null : null,
  };
  const comments: StoreCommentRecord[] = [];
  if (reviewing) {
    comments.push({ id: `cmt_${index}_0`, versionId: latest.id, authorDid: ownerDid, authorName: ownerName, content: '🚧 Pending Review!', system: true, createdAt: latest.pendingAt ?? latest.createdAt });
    if (latest.status === 'REJECTED')
      comments.push({ id: `cmt_${index}_1`, versionId: latest.id, authorDid: DID.admin, authorName: 'Dave Admin', content: 'The screenshots do not show the app.', system: false, createdAt: latest.rejectedAt ?? latest.createdAt });
  }
  return { app, comments };
}

/** A new store invites developers and reviews every new version (the real store's defaults). */
export const SEED_STORE_PREFERENCES = { permissionMode: 'inviting', needReview: true } as const;

export function seedStore(now: number): StoreData {
  const stamp = iso(now - 200 * DAY_MS);
  const apps: StoreAppRecord[] = [];
  const comments: StoreCommentRecord[] = [];
  for (let index = 0; index < APP_COUNT; index += 1) {
    const seeded = seedApp(index, now);
    apps.push(seeded.app);
    comments.push(...seeded.comments);
  }
  const developers: StoreDeveloperRecord[] = AUTHORS.map(([did, fullName]) => ({ did, fullName, blocked: false, joinedAt: stamp }));
  return {
    categories: SEED_CATEGORIES.map(([id, en, zh]) => ({ id, _id: id, name: en, locales: { en, zh }, createdAt: stamp, updatedAt: stamp })),
    apps,
    comments,
    tokens: [],
    developers,
    ratings: seedRatings(apps, now),
    ...SEED_STORE_PREFERENCES,
    seq: 0,
  };
}
