import { Alert, Anchor, Button, Center, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { Invoice } from '@domain/model';
import { localizeErrorText, useT } from '../i18n';
import { groupAmountText, type OverdueCurrencyGroup } from './overdue-group';
import { OverduePayControl } from './OverduePayControl';
import { PastDueInvoiceRow } from './PastDueInvoiceRow';

export interface PastDueListProps {
  /** One group per currency, each with its invoices. */
  groups: readonly OverdueCurrencyGroup[];
  onPay: (currencyId: string) => void;
  /** The page of one invoice (/customer/invoice/{id}). */
  invoiceHref: (invoice: Invoice) => string;
  /** The referer query parameter: where 'Back' returns to. */
  backHref?: string | null | undefined;
  loading?: boolean | undefined;
  loadError?: string | null | undefined;
  onReload?: (() => void) | undefined;
}

/** The page /customer/invoice/past-due: due invoices grouped by currency, Pay Now per group, Back to the referer. */
export function PastDueList({ groups, onPay, invoiceHref, backHref, loading, loadError, onReload }: PastDueListProps) {
  const t = useT();
  return (
    <Stack gap="lg" data-testid="past-due-list">
      {backHref ? (
        <Anchor href={backHref} size="sm">
          ← {t('common.back')}
        </Anchor>
      ) : null}
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('billing.pastDue.title')}
        </Title>
        {groups.length > 0 ? <Text c="dimmed">{t('billing.pastDue.description')}</Text> : null}
      </Stack>

      {loadError ? (
        <Alert color="red" variant="light" role="alert" title={t('error.title')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{localizeErrorText(t, loadError)}</Text>
            {onReload ? (
              <Button variant="default" size="xs" onClick={onReload}>
                {t('common.retry')}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : loading && groups.length === 0 ? (
        <Center py="xl" role="status" aria-label={t('billing.overdue.loading')}>
          <Loader size="sm" />
        </Center>
      ) : groups.length === 0 ? (
        <Text role="status" data-testid="past-due-empty">
          {t('billing.overdue.empty')}
        </Text>
      ) : (
        groups.map((group) => {
          const invoices = group.invoices ?? [];
          const headingId = `past-due-${group.currencyId}`;
          return (
            <Paper key={group.currencyId} withBorder p="md" component="section" aria-labelledby={headingId} data-testid="past-due-group" data-state={group.status}>
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={2}>
                  <Title order={2} size="h4" id={headingId}>
                    {t('billing.pastDue.group', { symbol: group.symbol })}
                  </Title>
                  <Text size="sm">{t('billing.pastDue.groupTotal', { amount: groupAmountText(group) })}</Text>
                  <Text size="xs" c="dimmed">
                    {[
                      invoices.length === 1 ? t('billing.pastDue.invoiceCountOne') : t('billing.pastDue.invoiceCount', { count: invoices.length }),
                      group.methodName,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
                <OverduePayControl group={group} onPay={onPay} />
              </Group>
              {invoices.length > 0 ? (
                <>
                  <Divider my="sm" />
                  <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
                    {invoices.map((invoice) => (
                      <PastDueInvoiceRow key={invoice.id} invoice={invoice} href={invoiceHref(invoice)} />
                    ))}
                  </Stack>
                </>
              ) : null}
            </Paper>
          );
        })
      )}
    </Stack>
  );
}
