import { ActionIcon, Button, Card, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { CATEGORY_NAME_MAX, validateCategoryName } from '@domain/store';
import { useT } from '@ui/i18n';
import { useMessageText } from '@ui/common/useMessageText';

export interface CategoryRow {
  id: string;
  en: string;
  zh: string;
  apps: number;
}

export interface CategoriesAdminProps {
  categories: CategoryRow[] | null;
  busy: boolean;
  /** Resolves null once the server confirmed, else the server's refusal (the dialog stays open with both names). */
  onSave: (id: string | null, names: { en: string; zh: string }) => Promise<string | null>;
  onMove: (id: string, delta: -1 | 1) => void;
  onDelete: (row: CategoryRow) => void;
}

/** Categories: create, rename (per language, ≤ 40), reorder, delete with the confirmation that says what happens to its apps. */
export function CategoriesAdmin(props: CategoriesAdminProps) {
  const t = useT();
  const text = useMessageText();
  const [editing, setEditing] = useState<CategoryRow | 'new' | null>(null);
  const [en, setEn] = useState('');
  const [zh, setZh] = useState('');
  const [touched, setTouched] = useState(false);
  const [deleting, setDeleting] = useState<CategoryRow | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const open = (row: CategoryRow | 'new') => {
    setRefused(null);
    setEditing(row);
    setEn(row === 'new' ? '' : row.en);
    setZh(row === 'new' ? '' : row.zh);
    setTouched(false);
  };
  const rows = props.categories ?? [];
  // A name another category has (per language, case-insensitive: the server's rule), checked while typing.
  const editingId = editing && editing !== 'new' ? editing.id : null;
  const taken = (lang: 'en' | 'zh', value: string) => value.trim() !== '' && rows.some((r) => r.id !== editingId && r[lang].toLowerCase() === value.trim().toLowerCase());
  const enTaken = taken('en', en);
  const zhTaken = taken('zh', zh);
  const enCheck = validateCategoryName(en);
  const zhCheck = validateCategoryName(zh);
  const fieldError = (check: typeof enCheck, isTaken: boolean) => (touched && !check.ok ? text(check) : isTaken ? t('store.categories.taken') : undefined);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('store.categories.title')}</Title>
        <Button onClick={() => open('new')}>{t('store.categories.create')}</Button>
      </Group>
      {props.categories && rows.length === 0 ? <Text>{t('store.categories.empty')}</Text> : null}
      {rows.length ? (
        <>
          {/* From the sm breakpoint: a table. Below it, one card per category (no sideways scroll at 375 px). */}
          <Table captionSide="top" visibleFrom="sm">
            <Table.Caption>{t('store.categories.title')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('store.categories.en')}</Table.Th>
                <Table.Th>{t('store.categories.zh')}</Table.Th>
                <Table.Th>{t('store.developers.apps')}</Table.Th>
                <Table.Th>{t('store.common.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.en}</Table.Td>
                  <Table.Td>{row.zh}</Table.Td>
                  <Table.Td>{row.apps}</Table.Td>
                  <Table.Td>
                    <CategoryActions row={row} first={index === 0} last={index === rows.length - 1} busy={props.busy} onMove={props.onMove} onRename={open} onDelete={setDeleting} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack component="ul" gap="xs" hiddenFrom="sm" aria-label={t('store.categories.title')} p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map((row, index) => (
              <Card component="li" key={row.id} withBorder padding="sm" radius="md">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0} miw={0}>
                    <Text fw={600} truncate>{row.en}</Text>
                    <Text size="sm" c="dimmed" truncate>{row.zh}</Text>
                  </Stack>
                  <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>{t('store.categories.appCount', { count: row.apps })}</Text>
                </Group>
                <CategoryActions row={row} first={index === 0} last={index === rows.length - 1} busy={props.busy} onMove={props.onMove} onRename={open} onDelete={setDeleting} />
              </Card>
            ))}
          </Stack>
        </>
      ) : null}
      <Modal closeButtonProps={{ 'aria-label': t('store.common.close') }} opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? t('store.categories.create') : t('store.categories.rename')} centered>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            if (!enCheck.ok || !zhCheck.ok || enTaken || zhTaken || editing === null || props.busy) return;
            setRefused(null);
            void props.onSave(editing === 'new' ? null : editing.id, { en: enCheck.value, zh: zhCheck.value }).then((refusal) => {
              if (refusal === null) setEditing(null);
              else setRefused(refusal);
            });
          }}
        >
          <Stack gap="md">
            <TextInput label={t('store.categories.en')} required maxLength={CATEGORY_NAME_MAX + 10} value={en} onChange={(e) => {
                setEn(e.currentTarget.value);
                setRefused(null);
              }} error={fieldError(enCheck, enTaken) ?? refused ?? undefined} data-autofocus />
            <TextInput label={t('store.categories.zh')} required maxLength={CATEGORY_NAME_MAX + 10} value={zh} onChange={(e) => {
                setZh(e.currentTarget.value);
                setRefused(null);
              }} error={fieldError(zhCheck, zhTaken)} />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setEditing(null)}>{t('store.common.cancel')}</Button>
              <Button type="submit" loading={props.busy}>{t('store.common.save')}</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Modal closeButtonProps={{ 'aria-label': t('store.common.close') }} opened={deleting !== null} onClose={() => setDeleting(null)} title={deleting ? t('store.categories.deleteTitle', { name: deleting.en }) : ''} centered>
        <Stack gap="md">
          <Text>{t('store.categories.deleteText', { count: deleting?.apps ?? 0 })}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setDeleting(null)}>{t('store.common.cancel')}</Button>
            <Button
              color="red"
              onClick={() => {
                if (deleting) props.onDelete(deleting);
                setDeleting(null);
              }}
            >
              {t('store.categories.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** Move up / down, rename and delete one category (the same buttons in the table and the cards). */
function CategoryActions(props: {
  row: CategoryRow;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (id: string, delta: -1 | 1) => void;
  onRename: (row: CategoryRow) => void;
  onDelete: (row: CategoryRow) => void;
}) {
  const t = useT();
  const { row } = props;
  return (
    <Group gap={4} wrap="wrap">
      <ActionIcon variant="subtle" disabled={props.first || props.busy} onClick={() => props.onMove(row.id, -1)} aria-label={t('store.categories.moveUp', { name: row.en })}>
        ↑
      </ActionIcon>
      <ActionIcon variant="subtle" disabled={props.last || props.busy} onClick={() => props.onMove(row.id, 1)} aria-label={t('store.categories.moveDown', { name: row.en })}>
        ↓
      </ActionIcon>
      <Button size="xs" variant="light" onClick={() => props.onRename(row)} aria-label={`${t('store.categories.rename')} ${row.en}`}>
        {t('store.categories.rename')}
      </Button>
      <Button size="xs" variant="subtle" color="red" onClick={() => props.onDelete(row)} aria-label={`${t('store.categories.delete')} ${row.en}`}>
        {t('store.categories.delete')}
      </Button>
    </Group>
  );
}
