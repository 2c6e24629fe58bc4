import { Button, Group, Stack } from '@mantine/core';
import { useInvoiceList, useInvoicesTable, usePaymentList, usePaymentsTable, useRefundsTable, useCreditGrantsTable, useCreditTransactionsTable, type TableState } from './index';
import { useCurrencyOptions, useRefundTypeOptions, useStatusOptions } from './useFilterOptions';
import { InvoiceStatus } from '@domain/model';
import { useT } from '@ui/i18n';
import { CreditGrantsTable, CreditTransactionsTable, InvoiceList, InvoicesTable, PaymentList, PaymentsTable, RefundsTable } from '@ui/tables';
import { TableFilters } from '@ui/tables/TableFilters';

// One section per table: its filters bound to the table state, and the table. The customer
// pages use them for the signed-in customer; the admin pages for the customer in the URL.

interface SectionProps {
  state: TableState;
  customerId?: string | undefined;
}

const choice = (state: TableState, key: 'status' | 'currency') => (value: string | undefined) => state.patch({ [key]: value });
const dayRangeOf = (state: TableState) => (state.search.from && state.search.to ? { from: state.search.from, to: state.search.to } : undefined);
/** Search (debounced 300 ms in the input) and the date range of docs/spec/shell-store-and-tables.md §5, both kept in the table state. */
const textAndDays = (state: TableState) => ({
  search: { value: state.search.q, onChange: (q: string | undefined) => state.patch({ q }) },
  dateRange: { value: dayRangeOf(state), onChange: (range: { from: string; to: string } | undefined) => state.patch({ from: range?.from, to: range?.to }) },
});

/** Table or the list grouped by day (view=list in the URL). */
function ViewToggle({ state, label }: { state: TableState; label: string }) {
  const t = useT();
  const list = state.search.view === 'list';
  return (
    <Group gap={4} role="group" aria-label={label}>
      <Button size="xs" variant={list ? 'default' : 'filled'} aria-pressed={!list} onClick={() => state.patch({ view: undefined })}>
        {t('tables.view.table')}
      </Button>
      <Button size="xs" variant={list ? 'filled' : 'default'} aria-pressed={list} onClick={() => state.patch({ view: 'list' })}>
        {t('tables.view.list')}
      </Button>
    </Group>
  );
}

/**
 * The customer's own invoices open on open, paid and uncollectible (as the real product's customer
 * list does: drafts and voided invoices are not theirs to act on); "All statuses" and each status
 * are in the filter. An admin's view of a customer starts from every status.
 */
const CUSTOMER_INVOICE_STATUSES = 'open,paid,uncollectible';
const ALL_INVOICE_STATUSES = InvoiceStatus.literals.join(',');

export function InvoicesSection({ state, customerId }: SectionProps) {
  const t = useT();
  const own = customerId === undefined;
  const statuses = [...(own ? [{ value: ALL_INVOICE_STATUSES, label: t('tables.filters.allStatuses') }] : []), ...useStatusOptions('invoice')];
  const currencies = useCurrencyOptions();
  const list = state.search.view === 'list';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TableFilters
          status={{ value: state.search.status, options: statuses, onChange: choice(state, 'status'), defaultLabel: own ? t('tables.filters.customerInvoiceStatuses') : undefined }}
          currency={{ value: state.search.currency, options: currencies, onChange: choice(state, 'currency') }}
          {...textAndDays(state)}
        />
        <ViewToggle state={state} label={t('tables.view.label')} />
      </Group>
      {list ? <InvoiceListView state={state} customerId={customerId} /> : <InvoicesTableView state={state} customerId={customerId} />}
    </Stack>
  );
}

function InvoicesTableView({ state, customerId }: SectionProps) {
  const { tableProps } = useInvoicesTable({ state, customerId, includeStaking: true, defaultStatus: customerId === undefined ? CUSTOMER_INVOICE_STATUSES : undefined });
  return <InvoicesTable {...tableProps} />;
}

function InvoiceListView({ state, customerId }: SectionProps) {
  const { status, currency, q, from, to } = state.search;
  // The list's own default is the customer's three statuses (useInvoiceList).
  const { listProps } = useInvoiceList({ customerId, status, currency, q, from, to });
  return <InvoiceList {...listProps} />;
}

export function PaymentsSection({ state, customerId }: SectionProps) {
  const t = useT();
  const statuses = useStatusOptions('payment');
  const currencies = useCurrencyOptions();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TableFilters
          status={{ value: state.search.status, options: statuses, onChange: choice(state, 'status') }}
          currency={{ value: state.search.currency, options: currencies, onChange: choice(state, 'currency') }}
          {...textAndDays(state)}
        />
        <ViewToggle state={state} label={t('tables.view.paymentsLabel')} />
      </Group>
      {state.search.view === 'list' ? <PaymentListView state={state} customerId={customerId} /> : <PaymentsTableView state={state} customerId={customerId} />}
    </Stack>
  );
}

function PaymentsTableView({ state, customerId }: SectionProps) {
  const { tableProps } = usePaymentsTable({ state, customerId });
  return <PaymentsTable {...tableProps} />;
}

function PaymentListView({ state, customerId }: SectionProps) {
  const { listProps } = usePaymentList({ state, customerId });
  return <PaymentList {...listProps} />;
}

export function RefundsSection({ state, customerId }: SectionProps) {
  const statuses = useStatusOptions('refund');
  const types = useRefundTypeOptions();
  const currencies = useCurrencyOptions();
  const { tableProps } = useRefundsTable({ state, customerId });
  return (
    <Stack gap="md">
      <TableFilters
        type={{ value: state.search.type, options: types, onChange: (type) => state.patch({ type: type === 'refund' || type === 'stake_return' ? type : undefined }) }}
        status={{ value: state.search.status, options: statuses, onChange: choice(state, 'status') }}
        currency={{ value: state.search.currency, options: currencies, onChange: choice(state, 'currency') }}
        {...textAndDays(state)}
      />
      <RefundsTable {...tableProps} />
    </Stack>
  );
}

export function CreditGrantsSection({ state, customerId }: SectionProps) {
  const statuses = useStatusOptions('grant');
  const { tableProps } = useCreditGrantsTable({ state, customerId });
  return (
    <Stack gap="md">
      <TableFilters status={{ value: state.search.status, options: statuses, onChange: choice(state, 'status') }} {...textAndDays(state)} />
      <CreditGrantsTable {...tableProps} />
    </Stack>
  );
}

export function CreditTransactionsSection({ state, customerId, source }: SectionProps & { source?: string | undefined }) {
  const { tableProps } = useCreditTransactionsTable({ state, customerId, source });
  return (
    <Stack gap="md">
      <TableFilters {...textAndDays(state)} />
      {/* The meter page (source, no customer) lists every customer's usage: say whose. */}
      <CreditTransactionsTable {...tableProps} showCustomer={!!source && !customerId} />
    </Stack>
  );
}
