import { Alert, Badge, Button, Card, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useT } from '../i18n';

/** One plan as the dialog shows it (texts made by the route from the price). */
export interface PlanChoice {
  id: string;
  name: string;
  /** "5 TBA per week". */
  price: string;
  /** Whole percent saved against the current plan for the same time, or null. */
  saving: string | null;
}

export interface PlanPreviewTexts {
  credit: string;
  amountDue: string;
  requiresPayment: boolean;
  /** "From 2026-12-18 you pay 5 TBA per week". */
  startingOn: string;
  /** "This amount holds for 5 minutes; …": how long the quote can be paid. */
  validity: string;
}

/** Why the dialog says more than its step: a new quote, or a payment that did not go through. */
export type PlanDialogNotice = 'quoteExpired' | 'quoteChanged' | 'declined' | 'cancelled' | 'notConfirmed';

export interface ChangePlanDialogProps {
  step: 'loadingPlans' | 'unavailable' | 'choosing' | 'previewing' | 'confirming' | 'applying' | 'paying' | 'verifying' | 'discarding' | 'succeeded' | 'failed';
  /** The plan the server holds: it stays until the new one is paid. */
  currentPlan: string;
  plans: readonly PlanChoice[];
  selectedId: string | null;
  preview: PlanPreviewTexts | null;
  notice: PlanDialogNotice | null;
  /** The quote's limit in minutes (domain/proration QUOTE_TTL_SECONDS / 60), said in the notices. */
  quoteMinutes: number;
  error: string | null;
  onChoose: (priceId: string) => void;
  onConfirm: () => void;
  onClose: () => void;
}

/** Change plan: plans side by side with the saving, the proration preview, then pay and the outcome. */
export function ChangePlanDialog(props: ChangePlanDialogProps) {
  const t = useT();
  const { step, plans, selectedId, preview, error, notice } = props;
  const busy = step === 'loadingPlans' || step === 'previewing' || step === 'applying' || step === 'paying' || step === 'verifying' || step === 'discarding';
  const picking = step === 'choosing' || step === 'previewing' || step === 'confirming';
  const paying = step === 'applying' || step === 'paying' || step === 'verifying';
  const minutes = { minutes: props.quoteMinutes };
  const quoteNotice = notice === 'quoteExpired' || notice === 'quoteChanged' ? notice : null;
  const paymentNotice = notice === 'declined' || notice === 'cancelled' || notice === 'notConfirmed' ? notice : null;
  return (
    <Modal opened closeButtonProps={{ 'aria-label': t('portal.close') }} onClose={busy ? () => {} : props.onClose} title={t('portal.plan.title')} size="xl" centered>
      <Stack gap="md" data-testid="plan-dialog" data-state={step}>
        {step === 'loadingPlans' ? <Loader size="sm" aria-label={t('portal.loading')} /> : null}
        {step === 'unavailable' ? <Alert color="gray">{t('portal.plan.unavailable')}</Alert> : null}
        {picking || paying ? (
          <>
            <Text c="dimmed" data-testid="plan-current">
              {t('portal.plan.current', { price: props.currentPlan })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: Math.min(plans.length, 3) }} role="list" aria-label={t('portal.plan.choose')}>
              {plans.map((plan) => {
                const selected = plan.id === selectedId;
                return (
                  <Card key={plan.id} withBorder padding="md" role="listitem" data-selected={selected || undefined} style={selected ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}>
                    <Stack gap={6} h="100%" justify="space-between">
                      <Stack gap={6}>
                        <Text fw={600}>{plan.name}</Text>
                        {/* The price once, wrapping at any width (a button label would cut it). */}
                        <Text data-testid="plan-price">{plan.price}</Text>
                        {plan.saving ? (
                          <Badge color="green" variant="light">
                            {t('portal.plan.saving', { saving: plan.saving })}
                          </Badge>
                        ) : null}
                      </Stack>
                      <Button variant={selected ? 'filled' : 'light'} onClick={() => props.onChoose(plan.id)} disabled={busy} aria-pressed={selected} aria-label={`${plan.name}: ${plan.price}`}>
                        {selected ? t('portal.plan.selected') : t('portal.plan.select')}
                      </Button>
                    </Stack>
                  </Card>
                );
              })}
            </SimpleGrid>
          </>
        ) : null}
        {quoteNotice && preview && (step === 'confirming' || paying) ? (
          <Alert color="yellow" role="status" data-testid="plan-quote-notice">
            {t(`portal.plan.notice.${quoteNotice}`, minutes)}
          </Alert>
        ) : null}
        {preview && (step === 'confirming' || paying) ? (
          <Card withBorder padding="md" data-testid="plan-preview">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text>{t('portal.plan.creditApplied')}</Text>
                <Text data-testid="plan-credit" ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {preview.credit}
                </Text>
              </Group>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600}>{t('portal.plan.amountDue')}</Text>
                <Text fw={600} data-testid="plan-amount-due" ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {preview.amountDue}
                </Text>
              </Group>
              {!preview.requiresPayment ? <Text size="sm">{t('portal.plan.creditIssued')}</Text> : null}
              <Text size="sm" c="dimmed" data-testid="plan-starting">
                {preview.startingOn}
              </Text>
              {preview.requiresPayment ? (
                <Text size="sm" c="dimmed" data-testid="plan-quote-validity">
                  {preview.validity}
                </Text>
              ) : null}
            </Stack>
          </Card>
        ) : null}
        {step === 'paying' ? <Text role="status">{t('portal.plan.paying')}</Text> : null}
        {step === 'verifying' ? <Text role="status">{t('portal.plan.verifying')}</Text> : null}
        {step === 'discarding' ? <Text role="status">{t('portal.plan.discarding')}</Text> : null}
        {step === 'succeeded' ? <Alert color="green">{t('portal.plan.done')}</Alert> : null}
        {step === 'failed' ? (
          <Alert color="red" title={t('portal.plan.failed')} role="alert">
            <Stack gap={4}>
              {paymentNotice ? <Text size="sm">{t(`portal.plan.notice.${paymentNotice}`)}</Text> : null}
              {error ? <Text size="sm">{error}</Text> : null}
            </Stack>
          </Alert>
        ) : error ? (
          <Text c="red" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} disabled={busy}>
            {t('portal.close')}
          </Button>
          {step === 'confirming' || paying ? (
            // The amount on the button is what the wallet is asked for: it wraps rather than being cut (375 px).
            <Button onClick={props.onConfirm} loading={paying} h="auto" mih={36} py={6} styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.35 } }}>
              {preview?.requiresPayment ? t('portal.plan.pay', { amount: preview.amountDue }) : t('portal.plan.confirm')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
