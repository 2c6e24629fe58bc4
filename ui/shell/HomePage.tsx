import { Alert, Card, Container, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { RouterAnchor } from '../common/RouterLink';
import { useT, type MessageKey } from '../i18n';

export interface PaymentMethodSummary {
  id: string;
  name: string;
  type: string;
  currencies: string[];
}

export type SettingsSummary =
  | { status: 'loading' }
  | { status: 'ready'; methods: PaymentMethodSummary[] }
  | { status: 'failed'; message: string };

interface Offer {
  key: 'checkout' | 'donation' | 'credits' | 'portal' | 'store' | 'sandbox';
  to: string;
  /** Shown through the sandbox's scenarios: a live site has no page of its own to open. */
  viaSandbox?: boolean;
}

const OFFERS: Offer[] = [
  { key: 'checkout', to: '/sandbox', viaSandbox: true },
  { key: 'donation', to: '/sandbox', viaSandbox: true },
  { key: 'credits', to: '/sandbox', viaSandbox: true },
  { key: 'portal', to: '/customer' },
  { key: 'store', to: '/store' },
  { key: 'sandbox', to: '/sandbox', viaSandbox: true },
];

export function HomePage({ settings, sandbox }: { settings: SettingsSummary; sandbox: boolean }) {
  const t = useT();
  const offers = OFFERS.filter((offer) => sandbox || offer.key !== 'sandbox');
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs" maw={720}>
          <Title order={1}>{t('home.title')}</Title>
          <Text size="lg" c="dimmed">
            {t('home.lead')}
          </Text>
        </Stack>
        <section aria-labelledby="offers-title">
          <Title order={2} size="h3" id="offers-title" mb="md">
            {t('home.offers.label')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {offers.map((offer) => (
              <Card key={offer.key} withBorder padding="lg" component="article" aria-labelledby={`offer-${offer.key}`}>
                <Stack gap="xs" h="100%">
                  <Title order={3} size="h4" id={`offer-${offer.key}`}>
                    {t(`home.offer.${offer.key}.title` as MessageKey)}
                  </Title>
                  <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                    {t(`home.offer.${offer.key}.body` as MessageKey)}
                  </Text>
                  {sandbox || !offer.viaSandbox ? (
                    <RouterAnchor to={offer.to} fw={600} size="sm" aria-describedby={`offer-${offer.key}`}>
                      {t('home.offer.open')} →
                    </RouterAnchor>
                  ) : null}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </section>
        <section aria-labelledby="methods-title">
          <Title order={2} size="h3" id="methods-title" mb="md">
            {t('home.settings.title')}
          </Title>
          <PaymentMethods settings={settings} />
        </section>
      </Stack>
    </Container>
  );
}

function PaymentMethods({ settings }: { settings: SettingsSummary }) {
  const t = useT();
  if (settings.status === 'loading') {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('home.settings.loading')}>
        <Skeleton h={20} w="60%" />
        <Skeleton h={20} w="40%" />
      </Stack>
    );
  }
  if (settings.status === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('home.settings.failed', { message: settings.message })}
      </Alert>
    );
  }
  return (
    <List spacing="xs" listStyleType="none" p={0} data-testid="payment-methods">
      {settings.methods.map((method) => (
        <List.Item key={method.id}>
          <Group gap="xs">
            <Text fw={600}>{method.name}</Text>
            <Text size="sm" c="dimmed">
              {method.currencies.join(' · ')}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
