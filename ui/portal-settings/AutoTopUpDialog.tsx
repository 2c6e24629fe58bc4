import { Alert, Box, Button, Divider, Group, Loader, Modal, NativeSelect, Radio, Stack, Switch, Text, TextInput } from '@mantine/core';
import { AUTO_TOP_UP_LIMITS, type AutoTopUpDraft, type AutoTopUpField } from '@domain/auto-top-up';
import { formatNumber } from '@domain/money';
import type { Invalid } from '@domain/validation';
import { useMessageText } from '../common/useMessageText';
import { useT } from '../i18n';

export interface AutoTopUpOption {
  value: string;
  label: string;
}

export interface AutoTopUpDialogProps {
  step: 'loading' | 'loadFailed' | 'editing' | 'saving' | 'cardSetup' | 'walletAuth' | 'authorizing';
  draft: AutoTopUpDraft;
  errors: Partial<Record<AutoTopUpField, Invalid>>;
  /** A failed call's text or an authorisation problem, already translated. */
  failure: string | null;
  packages: readonly AutoTopUpOption[];
  currencies: readonly AutoTopUpOption[];
  /** 'Each top-up: 1000 credits for 10 USD', or null when it cannot be computed. */
  cost: string | null;
  creditSymbol: string;
  rechargeSymbol: string;
  /** Decimals of the threshold (credit currency) and of the daily amount (recharge currency), stated in the form. */
  thresholdPrecision: number;
  amountPrecision: number;
  /** Saving will ask for an authorisation (docs/spec/checkout-and-billing.md §4: a new payment method is set up on save). */
  authorizationAhead: boolean;
  onCardContainer: (element: HTMLDivElement | null) => void;
  cardBusy: boolean;
  onEdit: (field: Exclude<keyof AutoTopUpDraft, 'enabled'>, value: string) => void;
  onToggle: (enabled: boolean) => void;
  onSave: () => void;
  onConfirmCard: () => void;
  onRetry: () => void;
  onClose: () => void;
}

const grouped = (value: string) => formatNumber(value, 0, { thousandSeparator: true });

/** The auto top-up settings (docs/reference/payment-react.md §3.12 modal): switch, threshold, package and quantity, payment, daily caps. */
export function AutoTopUpDialog(props: AutoTopUpDialogProps) {
  const t = useT();
  const text = useMessageText();
  const { step, draft, errors, onEdit, onCardContainer, cardBusy, onConfirmCard, onClose } = props;
  const busy = step === 'saving' || step === 'walletAuth' || step === 'authorizing' || cardBusy;
  const errorOf = (field: AutoTopUpField) => (errors[field] ? text(errors[field]) : undefined);
  const editable = step === 'editing' || step === 'saving';
  return (
    <Modal opened onClose={busy ? () => {} : props.onClose} title={t('portalSettings.autoTopUp.dialogTitle')} closeButtonProps={{ 'aria-label': t('portal.close') }} centered size="lg">
      <Stack gap="md" data-testid="auto-top-up-dialog" data-state={step}>
        {step === 'loading' ? <Text role="status">{t('portalSettings.autoTopUp.loading')}</Text> : null}
        {step === 'loadFailed' ? (
          <Alert color="red" role="alert">
            {props.failure}
            <Button mt="sm" variant="light" onClick={props.onRetry}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : null}
        {editable ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              props.onSave();
            }}
          >
            <Stack gap="sm">
              <Switch checked={draft.enabled} onChange={(event) => props.onToggle(event.currentTarget.checked)} label={t('portalSettings.autoTopUp.enable')} disabled={busy} />
              {draft.enabled ? (
                <>
                  <TextInput
                    label={t('portalSettings.autoTopUp.threshold')}
                    inputMode="decimal"
                    value={draft.threshold}
                    onChange={(event) => onEdit('threshold', event.currentTarget.value)}
                    rightSection={<Text size="sm">{props.creditSymbol}</Text>}
                    rightSectionWidth={48}
                    description={t('portalSettings.autoTopUp.thresholdHint', { max: grouped(AUTO_TOP_UP_LIMITS.maxThreshold), precision: props.thresholdPrecision })}
                    error={errorOf('threshold')}
                    required
                    disabled={busy}
                  />
                  <NativeSelect label={t('portalSettings.autoTopUp.package')} data={[...props.packages]} value={draft.priceId} onChange={(event) => onEdit('priceId', event.currentTarget.value)} error={errorOf('priceId')} disabled={busy} />
                  <TextInput label={t('portalSettings.autoTopUp.quantity')} inputMode="numeric" value={draft.quantity} onChange={(event) => onEdit('quantity', event.currentTarget.value)} error={errorOf('quantity')} disabled={busy} />
                  <NativeSelect
                    label={t('portalSettings.autoTopUp.payWith')}
                    data={[...props.currencies]}
                    value={draft.rechargeCurrencyId}
                    onChange={(event) => onEdit('rechargeCurrencyId', event.currentTarget.value)}
                    error={errorOf('rechargeCurrencyId')}
                    disabled={busy}
                  />
                  {props.cost ? <Text size="sm">{props.cost}</Text> : null}
                  {props.authorizationAhead ? <Alert color="blue">{t('portalSettings.autoTopUp.changePaymentMethodTip')}</Alert> : null}
                  <Divider label={t('portalSettings.autoTopUp.advanced')} labelPosition="left" />
                  {/* "Unlimited" is a choice the customer sees and makes, not what an empty field or 0 means. */}
                  <Radio.Group
                    label={t('portalSettings.autoTopUp.dailyLimits')}
                    value={draft.dailyLimits}
                    onChange={(value) => onEdit('dailyLimits', value)}
                    error={errorOf('dailyLimits')}
                  >
                    <Group gap="lg" mt={4}>
                      <Radio value="unlimited" label={t('portalSettings.autoTopUp.noDailyLimit')} disabled={busy} />
                      <Radio value="limited" label={t('portalSettings.autoTopUp.setDailyLimits')} disabled={busy} />
                    </Group>
                  </Radio.Group>
                  {draft.dailyLimits === 'limited' ? (
                    <Group grow align="flex-start" wrap="wrap">
                      <TextInput
                        label={t('portalSettings.autoTopUp.dailyMaxAmount', { symbol: props.rechargeSymbol })}
                        description={t('portalSettings.autoTopUp.dailyAmountHint', { max: grouped(AUTO_TOP_UP_LIMITS.maxDailyAmount), precision: props.amountPrecision })}
                        inputMode="decimal"
                        value={draft.dailyMaxAmount}
                        onChange={(event) => onEdit('dailyMaxAmount', event.currentTarget.value)}
                        error={errorOf('dailyMaxAmount')}
                        disabled={busy}
                      />
                      <TextInput
                        label={t('portalSettings.autoTopUp.dailyMaxAttempts')}
                        description={t('portalSettings.autoTopUp.dailyAttemptsHint', { max: AUTO_TOP_UP_LIMITS.maxDailyAttempts })}
                        inputMode="numeric"
                        value={draft.dailyMaxAttempts}
                        onChange={(event) => onEdit('dailyMaxAttempts', event.currentTarget.value)}
                        error={errorOf('dailyMaxAttempts')}
                        disabled={busy}
                      />
                    </Group>
                  ) : null}
                </>
              ) : null}
              {props.failure ? (
                <Alert color="red" role="alert">
                  {props.failure}
                </Alert>
              ) : null}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={props.onClose} disabled={busy}>
                  {t('portalSettings.autoTopUp.cancel')}
                </Button>
                <Button type="submit" loading={step === 'saving'}>
                  {t('portalSettings.autoTopUp.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
        {step === 'cardSetup' ? (
          <Stack gap="sm">
            <Text fw={600}>{t('portalSettings.autoTopUp.cardTitle')}</Text>
            <Box ref={onCardContainer} data-testid="auto-top-up-card-setup" />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={cardBusy}>
                {t('portalSettings.autoTopUp.cancel')}
              </Button>
              <Button onClick={onConfirmCard} loading={cardBusy}>
                {t('portalSettings.autoTopUp.confirmCard')}
              </Button>
            </Group>
          </Stack>
        ) : null}
        {step === 'walletAuth' || step === 'authorizing' ? (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{step === 'walletAuth' ? t('portalSettings.autoTopUp.walletWaiting') : t('portalSettings.autoTopUp.authorizing')}</Text>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}
