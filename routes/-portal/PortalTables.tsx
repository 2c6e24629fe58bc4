import { Stack, Title } from '@mantine/core';
import { useT } from '@ui/i18n';
import { InvoicesTable, PaymentsTable } from '@ui/tables';
import { useInvoicesTable, useLocalTableState, usePaymentsTable } from '../-tables';

/** The portal home's invoice and payment history: the billing tables' components, loaded on use. */
export function PortalTables() {
  const t = useT();
  const invoices = useInvoicesTable({ state: useLocalTableState() });
  const payments = usePaymentsTable({ state: useLocalTableState() });
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('portal.home.invoices')}
        </Title>
        <InvoicesTable {...invoices.tableProps} caption={t('portal.home.invoices')} />
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('portal.home.payments')}
        </Title>
        <PaymentsTable {...payments.tableProps} caption={t('portal.home.payments')} />
      </Stack>
    </Stack>
  );
}
