import { Alert, Button, Checkbox, Group, Radio, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { APP_NAME_MAX, APP_REMARK_MAX, validateAppDid, validateAppName, validateRemark } from '@domain/store';
import { useT } from '@ui/i18n';
import { useMessageText } from '@ui/common/useMessageText';
import { KeyPairFields, type KeyPairView } from './KeyPairFields';

export interface CreateAppInput {
  name: string;
  remark: string;
  permission: 'Public' | 'Private';
  did: string;
}

export interface CreateAppFormProps {
  busy: boolean;
  nameTaken: boolean;
  onName: (name: string) => void;
  /** Makes a key pair in the browser (the generator loads on use); rejects when the browser cannot. */
  onGenerate: () => Promise<KeyPairView>;
  onCopy: (value: string, what: string) => void;
  onSubmit: (input: CreateAppInput) => void;
  onCancel: () => void;
}

/**
 * The create-app form: the name rules of docs/spec/shell-store-and-tables.md §5 (`nameTaken` comes from the caller's debounced
 * check), and the app's DID from a key pair (docs/reference/store-shell.md §3.3) — generated here, its secret key shown
 * once and confirmed saved before the app is made, or the DID of an existing pair pasted.
 */
export function CreateAppForm(props: CreateAppFormProps) {
  const t = useT();
  const text = useMessageText();
  const [name, setName] = useState('');
  const [remark, setRemark] = useState('');
  const [permission, setPermission] = useState<'Public' | 'Private'>('Public');
  const [did, setDid] = useState('');
  const [pair, setPair] = useState<KeyPairView | null>(null);
  const [saved, setSaved] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [unsupported, setUnsupported] = useState(false);
  const [discarded, setDiscarded] = useState(false);
  // Errors show once a field is left, or on submit (not while the person has not got to it yet).
  const [nameLeft, setNameLeft] = useState(false);
  const [didLeft, setDidLeft] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const nameCheck = validateAppName(name);
  const remarkCheck = validateRemark(remark);
  const didCheck = validateAppDid(did);
  const nameError = (nameLeft || submitted) && !nameCheck.ok ? text(nameCheck) : props.nameTaken ? t('store.dev.nameTaken') : undefined;
  const savedMissing = pair !== null && !saved;

  const generate = async () => {
    setGenerating(true);
    try {
      const made = await props.onGenerate();
      setPair(made);
      setDid(made.did);
      setSaved(false);
      setDiscarded(false);
    } catch {
      setUnsupported(true);
    } finally {
      setGenerating(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        if (nameCheck.ok && remarkCheck.ok && didCheck.ok && !savedMissing && !props.nameTaken)
          props.onSubmit({ name: nameCheck.value, remark: remarkCheck.value, permission, did: didCheck.value });
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('store.dev.name')}
          description={t('store.dev.nameHint', { max: APP_NAME_MAX })}
          required
          value={name}
          error={nameError}
          onChange={(e) => {
            setName(e.currentTarget.value);
            props.onName(e.currentTarget.value.trim());
          }}
          onBlur={() => setNameLeft(true)}
          data-autofocus
        />
        <Textarea
          label={t('store.dev.remark')}
          value={remark}
          maxLength={APP_REMARK_MAX}
          onChange={(e) => setRemark(e.currentTarget.value)}
          error={remarkCheck.ok ? undefined : text(remarkCheck)}
        />
        <Radio.Group label={t('store.dev.permission')} value={permission} onChange={(v) => setPermission(v === 'Private' ? 'Private' : 'Public')}>
          <Stack gap={6} mt={6}>
            <Radio value="Public" label={t('store.dev.public')} />
            <Radio value="Private" label={t('store.dev.private')} />
          </Stack>
        </Radio.Group>
        <TextInput
          label={t('store.dev.did')}
          description={t('store.dev.didHint')}
          required
          value={did}
          error={(didLeft || submitted) && !didCheck.ok ? text(didCheck) : undefined}
          onBlur={() => setDidLeft(true)}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setDid(value);
            // A pasted DID replaces the generated pair: its secret key no longer belongs to the app.
            if (pair && value.trim() !== pair.did) {
              setPair(null);
              setDiscarded(true);
            }
          }}
          spellCheck={false}
          autoComplete="off"
        />
        <Group>
          <Button variant="light" onClick={() => void generate()} loading={generating} disabled={unsupported}>
            {t('store.keypair.generate')}
          </Button>
        </Group>
        {unsupported ? <Alert color="red">{t('store.keypair.unsupported')}</Alert> : null}
        {discarded ? <Alert color="gray">{t('store.dev.pairDiscarded')}</Alert> : null}
        {pair ? (
          <Stack gap="sm" role="region" aria-label={t('store.keypair.title')}>
            <Alert color="yellow">{t('store.keypair.once')}</Alert>
            <KeyPairFields pair={pair} onCopy={props.onCopy} />
            <Checkbox
              label={t('store.dev.savedSecret')}
              checked={saved}
              onChange={(e) => setSaved(e.currentTarget.checked)}
              error={submitted && savedMissing ? t('store.dev.saveSecretFirst') : undefined}
            />
          </Stack>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onCancel}>
            {t('store.dev.cancel')}
          </Button>
          <Button type="submit" loading={props.busy}>
            {t('store.dev.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
