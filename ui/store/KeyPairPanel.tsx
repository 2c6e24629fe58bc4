import { Alert, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useT } from '@ui/i18n';

export interface KeyPairView {
  did: string;
  publicKey: string;
  secretKey: string;
}

/** Generate an app DID: shows the pair once (the page keeps it only in memory), each part copyable. */
export function KeyPairPanel(props: { pair: KeyPairView | null; busy: boolean; unsupported: boolean; onGenerate: () => void; onCopy: (value: string, what: string) => void }) {
  const t = useT();
  const rows: [string, keyof KeyPairView][] = [
    [t('store.keypair.did'), 'did'],
    [t('store.keypair.publicKey'), 'publicKey'],
    [t('store.keypair.secretKey'), 'secretKey'],
  ];
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
          {rows.map(([label, key]) => (
            <Stack key={key} gap={4}>
              <Text size="sm" fw={600}>{label}</Text>
              <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>{props.pair![key]}</Code>
              <Group>
                <Button size="xs" variant="light" onClick={() => props.onCopy(props.pair![key], label)}>
                  {t('store.keypair.copy', { what: label })}
                </Button>
              </Group>
            </Stack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
