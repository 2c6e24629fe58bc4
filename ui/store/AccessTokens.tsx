import { Alert, Button, Checkbox, Code, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { TOKEN_NAME_MAX, validateTokenName } from '@domain/store';
import { useT } from '@ui/i18n';
import { useMessageText } from '@ui/common/useMessageText';

export interface TokenRow {
  id: string;
  name: string;
  maskedSecret: string;
  createdAt: string;
  lastUsed: string | null;
}

export interface AccessTokensProps {
  tokens: TokenRow[] | null;
  /** The secret of the token just created: shown once, until the person closes the dialog. */
  created: { name: string; secret: string } | null;
  busy: boolean;
  /** Why the last create failed (the dialog stays open with the name, to retry). */
  createError?: string | null;
  /** The id of the token whose revoke is in flight. */
  revoking?: string | null;
  /** Resolves true once the server confirmed the token; false keeps the dialog open. */
  onCreate: (name: string) => Promise<boolean>;
  onCopy: (secret: string) => void;
  onCloseCreated: () => void;
  onRevoke: (token: TokenRow) => void;
}

/** Access tokens: create with a required name, the secret shown once and copyable, revoke with confirmation. */
export function AccessTokens(props: AccessTokensProps) {
  const t = useT();
  const text = useMessageText();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [revoking, setRevoking] = useState<TokenRow | null>(null);
  const [saved, setSaved] = useState(false);
  const check = validateTokenName(name);
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Title order={1}>{t('store.tokens.title')}</Title>
          <Text c="dimmed">{t('store.tokens.intro')}</Text>
        </Stack>
        <Button onClick={() => setCreating(true)}>{t('store.tokens.create')}</Button>
      </Group>
      {props.tokens && props.tokens.length === 0 ? <Text>{t('store.tokens.empty')}</Text> : null}
      {props.tokens && props.tokens.length > 0 ? (
        <Table.ScrollContainer minWidth={560}>
          <Table captionSide="top">
            <Table.Caption>{t('store.tokens.title')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('store.tokens.name')}</Table.Th>
                <Table.Th>{t('store.tokens.secret')}</Table.Th>
                <Table.Th>{t('store.tokens.createdAt')}</Table.Th>
                <Table.Th>{t('store.tokens.lastUsed')}</Table.Th>
                <Table.Th>{t('store.common.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.tokens.map((token) => (
                <Table.Tr key={token.id}>
                  <Table.Td>{token.name}</Table.Td>
                  <Table.Td><Code>{token.maskedSecret}</Code></Table.Td>
                  <Table.Td>{token.createdAt}</Table.Td>
                  <Table.Td>{token.lastUsed ?? t('store.tokens.never')}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="subtle" color="red" loading={props.revoking === token.id} onClick={() => setRevoking(token)} aria-label={`${t('store.tokens.revoke')} ${token.name}`}>
                      {t('store.tokens.revoke')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Modal closeButtonProps={{ 'aria-label': t('store.common.close') }} opened={creating} onClose={() => setCreating(false)} title={t('store.tokens.create')} centered>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            if (!check.ok || props.busy) return;
            void props.onCreate(check.value).then((ok) => {
              if (!ok) return;
              setCreating(false);
              setName('');
              setTouched(false);
            });
          }}
        >
          <Stack gap="md">
            <TextInput label={t('store.tokens.name')} required value={name} maxLength={TOKEN_NAME_MAX + 10} onChange={(e) => setName(e.currentTarget.value)} error={touched && !check.ok ? text(check) : undefined} data-autofocus />
            {props.createError ? <Alert color="red" role="alert">{props.createError}</Alert> : null}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setCreating(false)}>{t('store.common.cancel')}</Button>
              <Button type="submit" loading={props.busy}>{t('store.tokens.create')}</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Modal closeButtonProps={{ 'aria-label': t('store.common.close') }} opened={props.created !== null} onClose={() => undefined} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} title={t('store.tokens.createdTitle')} centered>
        <Stack gap="md">
          <Alert color="yellow">{t('store.tokens.showOnce')}</Alert>
          <Code block tabIndex={0} aria-label={t('store.tokens.secret')} style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>{props.created?.secret ?? ''}</Code>
          <Button variant="light" onClick={() => props.created && props.onCopy(props.created.secret)}>{t('store.tokens.copy')}</Button>
          <Checkbox label={t('store.tokens.saved')} checked={saved} onChange={(e) => setSaved(e.currentTarget.checked)} />
          <Group justify="flex-end">
            <Button
              disabled={!saved}
              onClick={() => {
                setSaved(false);
                props.onCloseCreated();
              }}
            >
              {t('store.tokens.done')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal closeButtonProps={{ 'aria-label': t('store.common.close') }} opened={revoking !== null} onClose={() => setRevoking(null)} title={revoking ? t('store.tokens.revokeTitle', { name: revoking.name }) : ''} centered>
        <Stack gap="md">
          <Text>{t('store.tokens.revokeText')}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setRevoking(null)}>{t('store.common.cancel')}</Button>
            <Button
              color="red"
              onClick={() => {
                if (revoking) props.onRevoke(revoking);
                setRevoking(null);
              }}
            >
              {t('store.tokens.revoke')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
