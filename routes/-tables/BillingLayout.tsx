import { Container, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '@ui/i18n';
import { RouterButton } from '@ui/common/RouterLink';

// The customer billing pages: one title, a section nav (each section is its own route, so its
// URL state is its own), and the section.

export type BillingSection = 'invoices' | 'payments' | 'refunds' | 'credit-grants' | 'credit-transactions';

const sections: { id: BillingSection; to: string; key: 'tables.page.invoices' | 'tables.page.payments' | 'tables.page.refunds' | 'tables.page.creditGrants' | 'tables.page.creditTransactions' }[] = [
  { id: 'invoices', to: '/customer/invoices', key: 'tables.page.invoices' },
  { id: 'payments', to: '/customer/payments', key: 'tables.page.payments' },
  { id: 'refunds', to: '/customer/refunds', key: 'tables.page.refunds' },
  { id: 'credit-grants', to: '/customer/credit-grants', key: 'tables.page.creditGrants' },
  { id: 'credit-transactions', to: '/customer/credit-transactions', key: 'tables.page.creditTransactions' },
];

export function BillingLayout({ active, children }: { active: BillingSection; children: ReactNode }) {
  const t = useT();
  const current = sections.find((s) => s.id === active)!;
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1}>{t(current.key)}</Title>
        <Group component="nav" aria-label={t('tables.page.nav')} gap="xs" wrap="wrap">
          {sections.map((s) => (
            <RouterButton key={s.id} to={s.to as '/'} size="xs" variant={s.id === active ? 'filled' : 'default'} aria-current={s.id === active ? 'page' : undefined}>
              {t(s.key)}
            </RouterButton>
          ))}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
