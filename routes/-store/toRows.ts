import type { StoreApp } from '@domain/model';
import type { ManagedAppRow } from '@ui/store/types';

export const toRow = (app: StoreApp): ManagedAppRow => ({
  did: app.did,
  title: app.meta.title ?? app.meta.name,
  ownerName: app.owner?.fullName ?? app.ownerDid,
  latestVersion: app.latestVersion?.version ?? null,
  latestStatus: app.latestVersion?.status ?? null,
  reviewStatus: app.reviewVersion?.status ?? null,
  publishedVersion: app.currentVersion?.version ?? null,
  blocked: app.status === 'blocked',
});
