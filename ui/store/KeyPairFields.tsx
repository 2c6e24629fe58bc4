import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { useT } from '@ui/i18n';

export interface KeyPairView {
  did: string;
  publicKey: string;
  secretKey: string;
}

/** The three parts of a generated key pair, each with its copy button (the key-pair page and the create-app form). */
export function KeyPairFields(props: { pair: KeyPairView; onCopy: (value: string, what: string) => void }) {
  const t = useT();
  const rows: [string, keyof KeyPairView][] = [
    [t('store.keypair.did'), 'did'],
    [t('store.keypair.publicKey'), 'publicKey'],
    [t('store.keypair.secretKey'), 'secretKey'],
  ];
  return (
    <>
      {rows.map(([label, key]) => (
        <Stack key={key} gap={4}>
          <Text size="sm" fw={600}>{label}</Text>
          <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>{props.pair[key]}</Code>
          <Group>
            <Button size="xs" variant="light" onClick={() => props.onCopy(props.pair[key], label)}>
              {t('store.keypair.copy', { what: label })}
            </Button>
          </Group>
        </Stack>
      ))}
    </>
  );
}
