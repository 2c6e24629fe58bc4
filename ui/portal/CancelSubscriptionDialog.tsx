import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { CancellationReason } from '@domain/model';
import { useT } from '../i18n';

export interface CancelSubscriptionDialogProps {
  /** A trial ends at once; anything else at the period end (`endsOn`). */
  immediate: boolean;
  endsOn: string;
  busy: boolean;
  error: string | null;
  onSubmit: (feedback: CancellationReason, comment: string) => void;
  onClose: () => void;
}

const REASONS = CancellationReason.literals;

/** The cancel dialog: the eight feedback reasons, a free comment, and what happens when. */
export function CancelSubscriptionDialog({ immediate, endsOn, busy, error, onSubmit, onClose }: CancelSubscriptionDialogProps) {
  const t = useT();
  const [feedback, setFeedback] = useState<CancellationReason>('too_expensive');
  const [comment, setComment] = useState('');
  return (
    <Modal opened closeButtonProps={{ 'aria-label': t('portal.close') }} onClose={busy ? () => {} : onClose} title={t('portal.cancel.title')} size="lg" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(feedback, comment.trim());
        }}
      >
        <Stack gap="md">
          <Alert color={immediate ? 'orange' : 'blue'} data-testid="cancel-when">
            {immediate ? t('portal.cancel.trialNow') : t('portal.cancel.atPeriodEnd', { date: endsOn })}
          </Alert>
          <Radio.Group label={t('portal.cancel.reason')} value={feedback} onChange={(value) => setFeedback(value as CancellationReason)}>
            <Stack gap="xs" mt="xs">
              {REASONS.map((reason) => (
                <Radio key={reason} value={reason} label={t(`portal.feedback.${reason}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea label={t('portal.cancel.comment')} value={comment} onChange={(event) => setComment(event.currentTarget.value)} autosize minRows={2} maxLength={500} />
          {error ? (
            <Text c="red" role="alert">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('portal.cancel.keep')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {t('portal.cancel.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
