import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useT } from '../i18n';

export interface DomainWarningDialogProps {
  opened: boolean;
  /** Admin and owner are asked to configure a domain; everyone else gets a notice. */
  variant: 'configure' | 'notice';
  /** Opens the platform's domain settings (a new tab). */
  onConfigure: () => void;
  /** "Remind Me Later": snoozed for 30 days. */
  onSkip: () => void;
  /** Closed another way: hidden for this page view only. */
  onClose: () => void;
}

const BENEFITS = [
  'app.domain.benefit1',
  'app.domain.benefit2',
  'app.domain.benefit3',
  'app.domain.benefit4',
  'app.domain.benefit5',
] as const;

/**
 * The temporary-domain warning (docs/spec/shell-store-and-tables.md §4, docs/reference/store-shell.md §5.6): Escape does not
 * dismiss it (a deliberate choice is asked for); the close button or the backdrop hides it until
 * the next page load.
 */
export function DomainWarningDialog({
  opened,
  variant,
  onConfigure,
  onSkip,
  onClose,
}: DomainWarningDialogProps) {
  const t = useT();
  const admin = variant === 'configure';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnEscape={false}
      size="lg"
      centered
      title={
        <Text fw={700} size="lg" component="span">
          {admin ? t('app.domain.adminTitle') : t('app.domain.noticeTitle')}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('app.domain.close') }}
      data-testid="domain-warning"
    >
      <Stack gap="md">
        {admin ? (
          <>
            <Text>{t('app.domain.adminLead')}</Text>
            <List spacing={4}>
              {BENEFITS.map((key) => (
                <List.Item key={key}>{t(key)}</List.Item>
              ))}
            </List>
          </>
        ) : (
          <Text>{t('app.domain.noticeLead')}</Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onSkip}>
            {t('app.domain.skip')}
          </Button>
          {admin ? <Button onClick={onConfigure}>{t('app.domain.configure')}</Button> : null}
        </Group>
      </Stack>
    </Modal>
  );
}
