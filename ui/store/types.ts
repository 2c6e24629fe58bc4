// What the store screens show, shaped for the eye (the composition maps API answers to these).
import type { ReviewState } from '@domain/review';

export interface AppCardData {
  did: string;
  title: string;
  description: string;
  logo: string;
  ownerName: string;
  /** ABT as a decimal string; null for a free app. */
  price: string | null;
  categoryName: string | null;
  version: string;
  downloads: number;
  official: boolean;
}

export interface CategoryOption {
  id: string;
  name: string;
}

export interface VersionRow {
  version: string;
  status: ReviewState;
  changeLog: string;
  date: string;
}

export interface ReviewMessage {
  id: string;
  author: string;
  content: string;
  system: boolean;
  date: string;
}

export interface ManagedAppRow {
  did: string;
  title: string;
  ownerName: string;
  latestVersion: string | null;
  latestStatus: ReviewState | null;
  /** The status of the app's review version (pending, in review, approved… or none). */
  reviewStatus: ReviewState | null;
  publishedVersion: string | null;
  blocked: boolean;
}
