import { Alert, Box, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../i18n';

/** A payment currency the subscription can move to. */
export interface PaymentChoice {
  currencyId: string;
  label: string;
  card: boolean;
}

export interface ChangePaymentDialogProps {
  step: 'choosing' | 'delegating' | 'submitting' | 'cardSetup' | 'succeeded';
  current: string;
  choices: readonly PaymentChoice[];
  error: string | null;
  /** The card form's container (the card port mounts into it) while the step is cardSetup. */
  onCardContainer: (element: HTMLDivElement | null) => void;
  cardBusy: boolean;
  onChoose: (choice: PaymentChoice) => void;
  onConfirmCard: () => void;
  onClose: () => void;
}

/** Change payment method: a card is set up in the card form; a wallet currency is delegated in the wallet. */
export function ChangePaymentDialog(props: ChangePaymentDialogProps) {
  const t = useT();
  const { step, choices, error, onCardContainer, onConfirmCard, cardBusy, onChoose, onClose } = props;
  const [choice, setChoice] = useState<string | null>(null);
  const busy = step === 'delegating' || step === 'submitting' || cardBusy;
  const chosen = choices.find((c) => c.currencyId === choice) ?? null;
  return (
    <Modal opened closeButtonProps={{ 'aria-label': t('portal.close') }} onClose={busy ? () => {} : onClose} title={t('portal.payment.title')} centered>
      <Stack gap="md" data-testid="payment-dialog" data-state={step}>
        <Text c="dimmed">{t('portal.payment.current', { method: props.current })}</Text>
        {step === 'choosing' || step === 'delegating' || step === 'submitting' ? (
          choices.length === 0 ? (
            <Alert color="orange">{t('portal.payment.none')}</Alert>
          ) : (
            <Radio.Group label={t('portal.payment.title')} value={choice} onChange={setChoice}>
              <Stack gap="xs" mt="xs">
                {choices.map((c) => (
                  <Radio key={c.currencyId} value={c.currencyId} label={c.label} disabled={busy} />
                ))}
              </Stack>
            </Radio.Group>
          )
        ) : null}
        {step === 'delegating' ? <Text role="status">{t('portal.payment.delegating')}</Text> : null}
        {step === 'cardSetup' ? (
          <>
            <Text>{t('portal.payment.cardPrompt')}</Text>
            {/* Closing the form, or a declined card, changes nothing: the server switches only on a saved card. */}
            <Text size="sm" c="dimmed" data-testid="payment-card-keeps">
              {t('portal.payment.cardKeeps', { method: props.current })}
            </Text>
            <Box ref={onCardContainer} data-testid="card-setup" />
          </>
        ) : null}
        {step === 'succeeded' ? <Alert color="green">{t('portal.payment.done')}</Alert> : null}
        {error ? (
          <Text c="red" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('portal.close')}
          </Button>
          {step === 'cardSetup' ? (
            <Button onClick={onConfirmCard} loading={cardBusy}>
              {t('portal.payment.saveCard')}
            </Button>
          ) : step !== 'succeeded' ? (
            <Button onClick={() => chosen && onChoose(chosen)} disabled={!chosen} loading={step === 'delegating' || step === 'submitting'}>
              {t('portal.payment.continue')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
