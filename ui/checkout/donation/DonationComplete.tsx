import { Button, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n';
import { SuccessCheck } from '../outcome/SuccessCheck';

export interface DonationCompleteProps {
  /** Who received the tip. */
  payee: string;
  /** The tip as text ("5 ABT"), when known. */
  amount?: string | null | undefined;
  /** The payment link's custom message replaces the thanks. */
  customMessage?: string | null | undefined;
  onClose: () => void;
}

/** The confirmation after a tip: check, thanks, and Close. */
export function DonationComplete({ payee, amount, customMessage, onClose }: DonationCompleteProps) {
  const t = useT();
  return (
    <Stack align="center" gap="md" py="xl" ta="center" data-testid="donation-complete">
      <SuccessCheck size={56} />
      <Stack gap={4} align="center" role="status">
        <Title order={1} size="h3" style={{ whiteSpace: 'pre-line' }}>
          {customMessage?.trim() ? customMessage : t('donation.complete.title')}
        </Title>
        <Text c="dimmed">
          {t('donation.complete.description', { payee })}
          {amount ? ` ${t('donation.complete.amount', { amount })}` : ''}
        </Text>
      </Stack>
      <Button onClick={onClose} data-autofocus>
        {t('common.close')}
      </Button>
    </Stack>
  );
}
