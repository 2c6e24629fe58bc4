// The overdue dialog machine's input, context and events (zag's layout): the machine, its actors and
// its view import them from here.
import type { OverdueResponse } from '@domain/model';
import type { OverdueTarget, RealtimeEvent } from '@machines/ports';

export interface OverdueDialogInput {
  subscriptionId?: string | undefined;
  customerId?: string | undefined;
}

export type CurrencyPayStatus = 'idle' | 'paying' | 'success' | 'error';

export interface OverdueDialogContext {
  target: OverdueTarget | null;
  overdue: OverdueResponse | null;
  error: unknown;
  /** Per currency id; a missing entry is idle. */
  statuses: Readonly<Record<string, CurrencyPayStatus>>;
  payingCurrencyId: string | null;
}

type InvoicePaidData = Extract<RealtimeEvent, { type: 'invoice.paid' }>['data'];

export type OverdueDialogEvent =
  | { type: 'user.pay'; currencyId: string }
  | { type: 'user.retry' }
  | { type: 'user.refresh' }
  | { type: 'ws.invoicePaid'; data: InvoicePaidData }
  | { type: 'ws.unavailable' };
