import type { StatusColor } from '@domain/display';

// Payment-intent and refund status colours (docs/reference/payment-react.md §4.1: succeeded success, processing and
// requires_* warning, canceled / failed error, anything else neutral).
const colors: Readonly<Record<string, StatusColor>> = {
  succeeded: 'success',
  processing: 'warning',
  requires_action: 'warning',
  requires_payment_method: 'warning',
  requires_capture: 'warning',
  pending: 'warning',
  canceled: 'error',
  failed: 'error',
};

export const paymentStatusColor = (status: string | null | undefined): StatusColor => (status ? (colors[status] ?? 'default') : 'default');
