// Refunds live in the sandbox state under `refunds` (added here by interface merging, so the
// shared model file stays as it is; old saved states have none and read as empty).
import type { Refund } from '@domain/model';
import type { SandboxData } from '../model';

declare module '../model' {
  interface SandboxData {
    /** Refunds and stake returns (docs/tables.md), keyed by id. */
    refunds?: Record<string, Refund>;
  }
}

export const refundsOf = (data: SandboxData): Refund[] => Object.values(data.refunds ?? {});
