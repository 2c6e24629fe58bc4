import { Button, Group, Radio, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { APP_NAME_MAX, APP_REMARK_MAX, validateAppName, validateRemark } from '@domain/store';
import { useT } from '@ui/i18n';
import { useMessageText } from '@ui/common/useMessageText';

export interface CreateAppInput {
  name: string;
  remark: string;
  permission: 'Public' | 'Private';
}

/** The create-app form (spec §5 name rules); `nameTaken` comes from the caller's debounced check. */
export function CreateAppForm(props: {
  busy: boolean;
  nameTaken: boolean;
  onName: (name: string) => void;
  onSubmit: (input: CreateAppInput) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const text = useMessageText();
  const [name, setName] = useState('');
  const [remark, setRemark] = useState('');
  const [permission, setPermission] = useState<'Public' | 'Private'>('Public');
  const [touched, setTouched] = useState(false);
  const nameCheck = validateAppName(name);
  const remarkCheck = validateRemark(remark);
  const nameError =
    touched && !nameCheck.ok ? text(nameCheck) : props.nameTaken ? t('store.dev.nameTaken') : undefined;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (nameCheck.ok && remarkCheck.ok && !props.nameTaken)
          props.onSubmit({ name: nameCheck.value, remark: remarkCheck.value, permission });
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
          onBlur={() => setTouched(true)}
          data-autofocus
        />
        <Textarea
          label={t('store.dev.remark')}
          value={remark}
          maxLength={APP_REMARK_MAX}
          onChange={(e) => setRemark(e.currentTarget.value)}
          error={remarkCheck.ok ? undefined : text(remarkCheck)}
        />
        <Radio.Group
          label={t('store.dev.permission')}
          value={permission}
          onChange={(v) => setPermission(v === 'Private' ? 'Private' : 'Public')}
        >
          <Stack gap={6} mt={6}>
            <Radio value="Public" label={t('store.dev.public')} />
            <Radio value="Private" label={t('store.dev.private')} />
          </Stack>
        </Radio.Group>
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
