import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useT } from '@ui/i18n';
import { KeyPairFields, type KeyPairView } from './KeyPairFields';

export type { KeyPairView } from './KeyPairFields';

/** Generate an app DID: shows the pair once (the page keeps it only in memory), each part copyable. */
export function KeyPairPanel(props: { pair: KeyPairView | null; busy: boolean; unsupported: boolean; onGenerate: () => void; onCopy: (value: string, what: string) => void }) {
  const t = useT();
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('store.keypair.title')}</Title>
      <Text c="dimmed">{t('store.keypair.intro')}</Text>
      {props.unsupported ? <Alert color="red">{t('store.keypair.unsupported')}</Alert> : null}
      <Group>
        <Button onClick={props.onGenerate} loading={props.busy} disabled={props.unsupported}>
          {t('store.keypair.generate')}
        </Button>
      </Group>
      {props.pair ? (
        <Stack gap="md" role="region" aria-label={t('store.keypair.title')}>
          <Alert color="yellow">{t('store.keypair.once')}</Alert>
          <KeyPairFields pair={props.pair} onCopy={props.onCopy} />
        </Stack>
      ) : null}
    </Stack>
  );
}
