import { Alert, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { customerQuery } from '@adapters/api/customers';
import { useT } from '@ui/i18n';
import { isAdminRole } from '@domain/platform/roles';
import { useSignedInUser } from '../-app/signed-in';
import { TableModeContext, useTableEnv, useUrlTableState, type TableSearch } from './index';
import { CreditGrantsSection, CreditTransactionsSection, InvoicesSection, PaymentsSection, RefundsSection } from './sections';

// The admin links of the tables (docs/spec/shell-store-and-tables.md §2): /admin/customers/{id} is that customer's billing,
// /admin/billing/{meterId} the credit usage of one meter. Owner and admin only.

type Tab = NonNullable<TableSearch['tab']>;
const tabs: { id: Tab; key: 'tables.page.invoices' | 'tables.page.payments' | 'tables.page.refunds' | 'tables.page.creditGrants' | 'tables.page.creditTransactions' }[] = [
  { id: 'invoices', key: 'tables.page.invoices' },
  { id: 'payments', key: 'tables.page.payments' },
  { id: 'refunds', key: 'tables.page.refunds' },
  { id: 'grants', key: 'tables.page.creditGrants' },
  { id: 'transactions', key: 'tables.page.creditTransactions' },
];

function AdminOnly({ children }: { children: React.ReactNode }) {
  const t = useT();
  const { role } = useSignedInUser();
  if (!isAdminRole(role)) {
    return (
      <Container size="md" py="lg">
        <Alert color="orange" role="alert">
          {t('tables.admin.forbidden')}
        </Alert>
      </Container>
    );
  }
  // The /admin pages are the dashboard: admin columns and links on (docs/spec/shell-store-and-tables.md §6).
  return <TableModeContext.Provider value="dashboard">{children}</TableModeContext.Provider>;
}

export function AdminCustomerPage({ customerId }: { customerId: string }) {
  return (
    <AdminOnly>
      <AdminCustomerBody customerId={customerId} />
    </AdminOnly>
  );
}

function AdminCustomerBody({ customerId }: { customerId: string }) {
  const t = useT();
  const state = useUrlTableState();
  const tab = state.search.tab ?? 'invoices';
  // The customer by name (the id alone says nothing to a person), the id beside it.
  const { http } = useTableEnv();
  const customer = useQuery(customerQuery(http, customerId));
  const name = customer.data?.name || customer.data?.fullName || customer.data?.email || null;
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1}>{name ? t('tables.admin.customerNamed', { name }) : t('tables.admin.customerTitle', { id: customerId })}</Title>
          {name ? (
            <Text c="dimmed" size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {customer.data?.did ? `${customerId} · ${customer.data.did}` : customerId}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" role="group" aria-label={t('tables.page.nav')}>
          {tabs.map((item) => (
            <Button
              key={item.id}
              size="xs"
              variant={item.id === tab ? 'filled' : 'default'}
              aria-pressed={item.id === tab}
              // A new section starts from its own defaults.
              onClick={() => state.patch({ tab: item.id === 'invoices' ? undefined : item.id, status: undefined, currency: undefined, q: undefined, type: undefined, from: undefined, to: undefined, view: undefined })}
            >
              {t(item.key)}
            </Button>
          ))}
        </Group>
        {tab === 'invoices' ? <InvoicesSection key={tab} state={state} customerId={customerId} /> : null}
        {tab === 'payments' ? <PaymentsSection key={tab} state={state} customerId={customerId} /> : null}
        {tab === 'refunds' ? <RefundsSection key={tab} state={state} customerId={customerId} /> : null}
        {tab === 'grants' ? <CreditGrantsSection key={tab} state={state} customerId={customerId} /> : null}
        {tab === 'transactions' ? <CreditTransactionsSection key={tab} state={state} customerId={customerId} /> : null}
      </Stack>
    </Container>
  );
}

export function AdminMeterPage({ meterId }: { meterId: string }) {
  const t = useT();
  const state = useUrlTableState();
  return (
    <AdminOnly>
      <Container size="lg" py="lg">
        <Stack gap="md">
          <Title order={1}>{t('tables.admin.meterTitle', { id: meterId })}</Title>
          <CreditTransactionsSection state={state} source={meterId} />
        </Stack>
      </Container>
    </AdminOnly>
  );
}
