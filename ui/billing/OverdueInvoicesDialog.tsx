import { Alert, Anchor, Box, Button, Center, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { localizeErrorText, useT } from '../i18n';
import { groupAmountText, type OverdueCurrencyGroup } from './overdue-group';
import { OverduePayControl } from './OverduePayControl';

export interface OverdueInvoicesDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The due invoices are loading (first load; a refetch keeps the rows). */
  loading?: boolean | undefined;
  /** Load failure text (domain formatError); shown with Retry when onReload is given. */
  loadError?: string | null | undefined;
  onReload?: (() => void) | undefined;
  /** Number of due invoices over all currencies. */
  invoiceCount: number;
  /** The subscription's description; without it the sentence speaks of the customer's invoices. */
  subscriptionName?: string | null | undefined;
  groups: readonly OverdueCurrencyGroup[];
  onPay: (currencyId: string) => void;
  /** The past-due page ('View Due Invoices'), when the dialog should link to it. */
  pastDueHref?: string | undefined;
}

/**
 * The pay-now dialog of the past-due flow (docs/spec/checkout-and-billing.md §4 overdue dialog, docs/reference/payment-react.md §3.10): the due
 * total per currency with Pay Now / Processing / Paid / error + Retry; card-provider currencies
 * link to their invoice page; nothing due → 'Great! You have no due invoices.' + 'I know'.
 */
export function OverdueInvoicesDialog(props: OverdueInvoicesDialogProps) {
  const { opened, onClose, loading, loadError, onReload, invoiceCount, subscriptionName, groups, onPay, pastDueHref } = props;
  const t = useT();
  const busy = groups.some((group) => group.status === 'paying');
  const total = groups
    .map((group) => groupAmountText(group) + (group.methodName ? ` (${group.methodName})` : ''))
    .join(', ');
  const one = invoiceCount === 1;
  const summary = subscriptionName
    ? t(one ? 'billing.overdue.summarySubscriptionOne' : 'billing.overdue.summarySubscription', { count: invoiceCount, name: subscriptionName, total })
    : t(one ? 'billing.overdue.summaryCustomerOne' : 'billing.overdue.summaryCustomer', { count: invoiceCount, total });

  let body;
  if (loadError) {
    body = (
      <Stack gap="sm">
        <Alert color="red" variant="light" role="alert" title={t('error.title')}>
          {localizeErrorText(t, loadError)}
        </Alert>
        {onReload ? (
          <Group justify="flex-end">
            <Button variant="default" onClick={onReload}>
              {t('common.retry')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    );
  } else if (loading && groups.length === 0) {
    body = (
      <Center py="lg" role="status" aria-label={t('billing.overdue.loading')}>
        <Loader size="sm" />
      </Center>
    );
  } else if (groups.length === 0) {
    body = (
      <Stack gap="md" data-testid="overdue-empty">
        <Text role="status">{t('billing.overdue.empty')}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('billing.overdue.iKnow')}
          </Button>
        </Group>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Text size="sm">
          {summary}
        </Text>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('billing.overdue.title')}>
          {groups.map((group) => (
            <Paper component="li" key={group.currencyId} withBorder p="sm" data-testid="overdue-row" data-state={group.status}>
              <Group justify="space-between" align="center" gap="sm">
                <Stack gap={0}>
                  <Text fw={600}>{groupAmountText(group)}</Text>
                  {group.methodName ? (
                    <Text size="xs" c="dimmed">
                      {group.methodName}
                    </Text>
                  ) : null}
                </Stack>
                <Box ml="auto">
                  <OverduePayControl group={group} onPay={onPay} />
                </Box>
              </Group>
            </Paper>
          ))}
        </Stack>
        {pastDueHref ? (
          <Anchor href={pastDueHref} size="sm">
            {t('billing.overdue.viewAll')}
          </Anchor>
        ) : null}
      </Stack>
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('billing.overdue.title')}
      centered
      size="lg"
      closeOnClickOutside={!busy}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="overdue-dialog"
    >
      {body}
    </Modal>
  );
}
