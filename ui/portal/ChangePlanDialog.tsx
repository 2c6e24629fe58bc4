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
  startingOn: string;
}

export interface ChangePlanDialogProps {
  step: 'loadingPlans' | 'unavailable' | 'choosing' | 'previewing' | 'confirming' | 'applying' | 'paying' | 'succeeded' | 'failed';
  currentPlan: string;
  plans: readonly PlanChoice[];
  selectedId: string | null;
  preview: PlanPreviewTexts | null;
  error: string | null;
  onChoose: (priceId: string) => void;
  onConfirm: () => void;
  onClose: () => void;
}

/** Change plan: plans side by side with the saving, the proration preview, then pay and the outcome. */
export function ChangePlanDialog(props: ChangePlanDialogProps) {
  const t = useT();
  const { step, plans, selectedId, preview, error } = props;
  const busy = step === 'loadingPlans' || step === 'previewing' || step === 'applying' || step === 'paying';
  const picking = step === 'choosing' || step === 'previewing' || step === 'confirming';
  return (
    <Modal opened closeButtonProps={{ 'aria-label': t('portal.close') }} onClose={busy ? () => {} : props.onClose} title={t('portal.plan.title')} size="xl" centered>
      <Stack gap="md" data-testid="plan-dialog" data-state={step}>
        {step === 'loadingPlans' ? <Loader size="sm" aria-label={t('portal.loading')} /> : null}
        {step === 'unavailable' ? <Alert color="gray">{t('portal.plan.unavailable')}</Alert> : null}
        {picking || step === 'applying' || step === 'paying' ? (
          <>
            <Text c="dimmed">{t('portal.plan.current', { price: props.currentPlan })}</Text>
            <SimpleGrid cols={{ base: 1, sm: Math.min(plans.length, 3) }} role="list" aria-label={t('portal.plan.choose')}>
              {plans.map((plan) => {
                const selected = plan.id === selectedId;
                return (
                  <Card key={plan.id} withBorder padding="md" role="listitem" data-selected={selected || undefined} style={selected ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}>
                    <Stack gap={6}>
                      <Text fw={600}>{plan.name}</Text>
                      <Text>{plan.price}</Text>
                      {plan.saving ? (
                        <Badge color="green" variant="light">
                          {t('portal.plan.saving', { saving: plan.saving })}
                        </Badge>
                      ) : null}
                      <Button variant={selected ? 'filled' : 'light'} onClick={() => props.onChoose(plan.id)} disabled={busy} aria-pressed={selected} aria-label={`${plan.name}: ${plan.price}`}>
                        {plan.price}
                      </Button>
                    </Stack>
                  </Card>
                );
              })}
            </SimpleGrid>
          </>
        ) : null}
        {preview && (step === 'confirming' || step === 'applying' || step === 'paying') ? (
          <Card withBorder padding="md" data-testid="plan-preview">
            <Stack gap={4}>
              <Group justify="space-between">
                <Text>{t('portal.plan.creditApplied')}</Text>
                <Text data-testid="plan-credit">{preview.credit}</Text>
              </Group>
              <Group justify="space-between">
                <Text fw={600}>{t('portal.plan.amountDue')}</Text>
                <Text fw={600} data-testid="plan-amount-due">
                  {preview.amountDue}
                </Text>
              </Group>
              {!preview.requiresPayment ? <Text size="sm">{t('portal.plan.creditIssued')}</Text> : null}
              <Text size="sm" c="dimmed">
                {preview.startingOn}
              </Text>
            </Stack>
          </Card>
        ) : null}
        {step === 'paying' ? <Text role="status">{t('portal.plan.paying')}</Text> : null}
        {step === 'succeeded' ? <Alert color="green">{t('portal.plan.done')}</Alert> : null}
        {step === 'failed' ? (
          <Alert color="red" title={t('portal.plan.failed')} role="alert">
            {error}
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
          {step === 'confirming' || step === 'applying' || step === 'paying' ? (
            <Button onClick={props.onConfirm} loading={step === 'applying' || step === 'paying'}>
              {preview?.requiresPayment ? t('portal.plan.pay', { amount: preview.amountDue }) : t('portal.plan.confirm')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
