// The sandbox app store's records. One app holds all its uploaded versions; the pointers
// (current, review, draft) name versions by their number, as the store server does.
import type { StoreCategory, VersionStatus } from '@domain/model';

export interface StoreVersionRecord {
  id: string;
  did: string;
  version: string;
  status: VersionStatus;
  createdAt: string;
  uploadedAt?: string;
  publishedAt?: string;
  pendingAt?: string;
  inReviewAt?: string;
  approvedAt?: string;
  rejectedAt?: string;
  canceledAt?: string;
  note?: string;
  changeLog?: string;
  operations?: Record<string, string>;
  /** Markdown per language; absent for seeded versions (the readme is generated from the app). */
  readme?: Record<string, string>;
}

export interface StoreAppRecord {
  id: string;
  did: string;
  name: string;
  title: string;
  description: string;
  ownerDid: string;
  ownerName: string;
  categoryId: string | null;
  /** Price in ABT tokens (a decimal string); null for a free app. */
  price: string | null;
  status: 'normal' | 'blocked';
  blockReason: string | null;
  permission: 'Public' | 'Private';
  remark: string;
  reviewType: 'FIRST' | 'EACH';
  source: 'WEBSITE' | 'CLI' | 'STUDIO';
  versions: StoreVersionRecord[];
  currentVersion: string | null;
  reviewVersion: string | null;
  draftVersion: string | null;
  downloads: number;
  isOfficial: boolean;
  keywords: string[];
  /** Index of the seeded app (drives its generated readme and picture colours). */
  seedIndex: number;
  createdAt: string;
  updatedAt: string;
  lastPublishedAt: string | null;
}

export interface StoreCommentRecord {
  id: string;
  /** The version's id: one review discussion per version. */
  versionId: string;
  authorDid: string;
  authorName: string;
  content: string;
  /** A system line ("🚧 Pending Review!") rather than a person's comment. */
  system: boolean;
  createdAt: string;
}

export interface StoreTokenRecord {
  id: string;
  publicKey: string;
  /** The full secret; only the create answer sends it unmasked. */
  secret: string;
  userDid: string;
  status: 'normal' | 'revoked';
  remark: string;
  latestUsedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface StoreDeveloperRecord {
  did: string;
  fullName: string;
  blocked: boolean;
  joinedAt: string;
  /** Got the passport by staking on /store/join (not from the identity's own passports). */
  joinedByStake?: boolean;
}

/** A user's review of an app (designed here: the real store keeps comments in Discuss Kit). */
export interface StoreRatingRecord {
  id: string;
  appDid: string;
  authorDid: string;
  authorName: string;
  /** 1–5 stars. */
  rating: number;
  content: string;
  /** The version the reviewer used. */
  version: string;
  createdAt: string;
}

/**
 * A stake locked under the staking permission mode (docs/reference/store-shell.md §3.1): the developer
 * passport's (nonce developer:{did}) or one app's publish stake (nonce blocklet:{did}).
 */
export interface StoreStakeRecord {
  id: string;
  purpose: 'passport' | 'publish';
  userDid: string;
  /** The app, for a publish stake. */
  appDid: string | null;
  /** Smallest unit of `currencyId`. */
  amount: string;
  currencyId: string;
  createdAt: string;
}

export interface StoreData {
  /** In display order. */
  categories: StoreCategory[];
  apps: StoreAppRecord[];
  comments: StoreCommentRecord[];
  tokens: StoreTokenRecord[];
  developers: StoreDeveloperRecord[];
  /** User reviews; absent in a slice saved before reviews existed (read as none). */
  ratings?: StoreRatingRecord[];
  /** Stakes locked from developers' wallets; absent in a slice saved before stakes existed (none). */
  stakes?: StoreStakeRecord[];
  /** The store preference: 'inviting' (default) or 'staking' (shows /store/join). */
  permissionMode: 'inviting' | 'staking';
  needReview: boolean;
  seq: number;
}
