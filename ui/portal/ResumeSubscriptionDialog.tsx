import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useT } from '../i18n';

export interface ResumeSubscriptionDialogProps {
  step: 'checking' | 'confirming' | 'confirmingRestake' | 'restaking' | 'recovering';
  renewsOn: string;
  /** The stake to place again, as text ("10 ABT"). */
  stakeAmount: string;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Resume: confirm the renewal date; a revoked stake asks for a new stake in the wallet first. */
export function ResumeSubscriptionDialog({ step, renewsOn, stakeAmount, error, onConfirm, onClose }: ResumeSubscriptionDialogProps) {
  const t = useT();
  const busy = step === 'checking' || step === 'restaking' || step === 'recovering';
  const restake = step === 'confirmingRestake' || step === 'restaking';
  return (
    <Modal opened closeButtonProps={{ 'aria-label': t('portal.close') }} onClose={busy ? () => {} : onClose} title={t('portal.resume.title')} centered>
      <Stack gap="md" data-testid="resume-dialog" data-state={step}>
        {step === 'checking' ? <Loader size="sm" aria-label={t('portal.loading')} /> : <Text>{t('portal.resume.description', { date: renewsOn })}</Text>}
        {restake ? <Alert color="orange">{t('portal.resume.restake', { amount: stakeAmount })}</Alert> : null}
        {step === 'restaking' ? <Text role="status">{t('portal.resume.waiting')}</Text> : null}
        {error ? (
          <Text c="red" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('portal.close')}
          </Button>
          <Button onClick={onConfirm} loading={busy} disabled={step === 'checking'}>
            {restake ? t('portal.resume.restakeConfirm') : t('portal.resume.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
