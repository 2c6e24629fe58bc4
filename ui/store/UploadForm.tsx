// The upload form: a bundle file, its version, what changed and the readme. Loaded on use.
import { Button, FileInput, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { validateVersion } from '@domain/store';
import { useT } from '@ui/i18n';
import { useMessageText } from '@ui/common/useMessageText';

export interface UploadFormInput {
  version: string;
  changeLog: string;
  readme: string;
  bundleSize: number;
}

export default function UploadForm(props: {
  latest: string | null;
  busy: boolean;
  /** The store's refusal of the last upload (version not higher, a review in progress…): shown at the Version field. */
  versionError?: string | null;
  /** The version was edited (the refusal no longer applies). */
  onVersion?: () => void;
  onSubmit: (input: UploadFormInput) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const text = useMessageText();
  const [file, setFile] = useState<File | null>(null);
  const [version, setVersion] = useState('');
  const [changeLog, setChangeLog] = useState('');
  const [readme, setReadme] = useState('');
  const [touched, setTouched] = useState(false);
  const check = validateVersion(version);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (check.ok)
          props.onSubmit({ version: check.value, changeLog, readme, bundleSize: file?.size ?? 0 });
      }}
    >
      <Stack gap="md">
        <FileInput
          label={t('store.dev.bundle')}
          accept="application/zip,.zip"
          value={file}
          onChange={setFile}
          clearable
        />
        <TextInput
          label={t('store.dev.version')}
          description={t('store.dev.versionHint', { latest: props.latest ?? '0.0.0' })}
          required
          value={version}
          onChange={(e) => {
            setVersion(e.currentTarget.value);
            props.onVersion?.();
          }}
          error={touched && !check.ok ? text(check) : (props.versionError ?? undefined)}
          data-autofocus
        />
        <Textarea
          label={t('store.dev.changeLog')}
          value={changeLog}
          onChange={(e) => setChangeLog(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Textarea
          label={t('store.dev.readme')}
          value={readme}
          onChange={(e) => setReadme(e.currentTarget.value)}
          autosize
          minRows={4}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onCancel}>
            {t('store.dev.cancel')}
          </Button>
          <Button type="submit" loading={props.busy}>
            {t('store.dev.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
