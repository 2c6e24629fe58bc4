/** Chip colours as semantic names; the theme maps them to palette colours. */
export type StatusColor = 'success' | 'secondary' | 'warning' | 'error' | 'info' | 'default';

const invoiceColors: Readonly<Record<string, StatusColor>> = {
  paid: 'success',
  open: 'secondary',
  uncollectible: 'warning',
  draft: 'default',
  void: 'default',
};

/** Invoice status colour (docs/spec/checkout-and-billing.md §4): paid success, open secondary, uncollectible warning, draft and void default. */
export const invoiceStatusColor = (status: string): StatusColor => invoiceColors[status] ?? 'default';

export interface InvoiceStatusDisplay {
  readonly color: StatusColor;
  readonly labelKey: string;
  /** Void invoices are shown struck through with a no-payment-required tooltip. */
  readonly struckThrough: boolean;
  readonly tooltipKey: string | undefined;
  /** Uncollectible invoices can be paid through a connect flow. */
  readonly payable: boolean;
}

/** Everything a table row needs to show an invoice's status. */
export function invoiceStatusDisplay(status: string): InvoiceStatusDisplay {
  const isVoid = status === 'void';
  return {
    color: invoiceStatusColor(status),
    labelKey: `invoiceStatus.${status in invoiceColors ? status : 'unknown'}`,
    struckThrough: isVoid,
    tooltipKey: isVoid ? 'invoice.noPaymentRequired' : undefined,
    payable: status === 'uncollectible',
  };
}

const creditGrantColors: Readonly<Record<string, StatusColor>> = {
  granted: 'success',
  pending: 'warning',
};

/** Credit grant status colour: granted success, pending warning, expired/depleted/voided neutral. */
export const creditGrantStatusColor = (status: string): StatusColor => creditGrantColors[status] ?? 'default';

const reviewColors: Readonly<Record<string, StatusColor>> = {
  DRAFT: 'default',
  PENDING_REVIEW: 'warning',
  IN_REVIEW: 'info',
  APPROVED: 'success',
  REJECTED: 'error',
  CANCELLED: 'error',
  PUBLISHED: 'secondary',
};

/** Store review chip colour (docs/reference/store-shell.md §2.1). */
export const reviewStatusColor = (status: string): StatusColor => reviewColors[status] ?? 'default';
