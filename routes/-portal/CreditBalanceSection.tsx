import { Alert, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { creditSummaryQuery } from '@adapters/api/credits';
import type { HttpClient } from '@adapters/http/client';
import { useT } from '@ui/i18n';
import { CreditBalanceCards } from '@ui/portal/CreditBalanceCards';

/** The portal home's credit balance per currency (GET /api/credit-grants/summary); nothing for a customer without credits. */
export function CreditBalanceSection({ http, href }: { http: HttpClient; href: (path: string) => string }) {
  const t = useT();
  const summary = useQuery(creditSummaryQuery(http));
  if (summary.isPending) return <Skeleton height={110} aria-hidden="true" />;
  if (summary.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('detail.balance.failed')}
      </Alert>
    );
  }
  if (summary.data.list.length === 0) return null;
  return <CreditBalanceCards balances={summary.data.list} grantsHref={href('/customer/credit-grants')} transactionsHref={href('/customer/credit-transactions')} />;
}
