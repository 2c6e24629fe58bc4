import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { autoTopUpQuery } from '@adapters/api/auto-top-up';
import { listCreditPackages, reportUsage } from '@adapters/api/meter-events';
import { settingsQuery } from '@adapters/api/settings';
import { createAutoTopUpApi } from '@adapters/ports/auto-top-up';
import { creditsPerTopUp, needsAuthorization } from '@domain/auto-top-up';
import { formatError } from '@domain/errors';
import { formatMoney, formatNumber, formatTokens, maybeMoney, money, timesMoney, toBigOrZero } from '@domain/money';
import type { AutoTopUpConfig, PaymentCurrency, Price } from '@domain/model';
import { autoTopUpImplementations } from '@machines/auto-top-up/auto-top-up.actors';
import { autoTopUpMachine } from '@machines/auto-top-up/auto-top-up.machine';
import { autoTopUpView } from '@machines/auto-top-up/auto-top-up.view';
import type { Ports } from '@machines/ports';
import { useI18n, useT } from '@ui/i18n';
import { AutoTopUpCard } from '@ui/portal-settings/AutoTopUpCard';
import { AutoTopUpDialog } from '@ui/portal-settings/AutoTopUpDialog';
import { inspection } from '../-inspector/machine-inspection';
import { useSignedInUser } from '../-app/signed-in';
import { cardResultEvent, useCardSetup, type CardSetupResult } from './useCardSetup';

const CREDIT = 'pc_credit';

/** Every currency of the payment settings, by id (symbols and precision for the texts). */
function useCurrencies(): Map<string, PaymentCurrency> {
  const { adapters } = useRouteContext({ from: '__root__' });
  const settings = useQuery(settingsQuery(adapters.http, adapters.livemode(), adapters.session));
  return useMemo(() => new Map((settings.data?.paymentMethods ?? []).flatMap((m) => m.payment_currencies ?? []).map((c) => [c.id, c])), [settings.data]);
}

const currencyIdsOf = (price: Price | undefined) => (price ? [price.currency_id, ...(price.currency_options ?? []).map((o) => o.currency_id)].filter((id, i, all) => id && all.indexOf(id) === i) : []);
const unitAmountOf = (price: Price | undefined, currencyId: string) =>
  price ? (price.currency_id === currencyId ? price.unit_amount : price.currency_options?.find((o) => o.currency_id === currencyId)?.unit_amount) : undefined;

/** The portal home's auto top-up: a summary card and, on demand, the settings dialog on its machine. */
export function AutoTopUpSection() {
  const t = useT();
  const { adapters, getPorts } = useRouteContext({ from: '__root__' });
  const { user } = useSignedInUser();
  const queryClient = useQueryClient();
  const currencies = useCurrencies();
  const config = useQuery(autoTopUpQuery(adapters.http, user.did, CREDIT));
  const packages = useQuery({ queryKey: ['payment-kit', 'credit-packages', CREDIT], queryFn: ({ signal }) => listCreditPackages(adapters.http, CREDIT, signal) });
  const [ports, setPorts] = useState<Ports | null>(null);
  const [open, setOpen] = useState(false);
  const [usage, setUsage] = useState<{ text: string; toppedUp: boolean } | null>(null);
  const [using, setUsing] = useState(false);
  const credit = currencies.get(CREDIT);
  // Thresholds and package sizes are written in credit tokens; balances come in the credit currency's units.
  const creditText = (tokens: string) => formatTokens(tokens, { symbol: credit?.symbol ?? '', maximum_precision: credit?.maximum_precision }, { grouped: true });
  const describe = (c: AutoTopUpConfig) => {
    const price = packages.data?.find((p) => p.id === c.price_id);
    const recharge = currencies.get(c.recharge_currency_id ?? '');
    const amount = c.daily_limits?.max_amount && toBigOrZero(c.daily_limits.max_amount).gt(0) ? formatTokens(c.daily_limits.max_amount, { symbol: recharge?.symbol ?? '', maximum_precision: recharge?.maximum_precision }, { grouped: true }) : t('portalSettings.autoTopUp.unlimited');
    const attempts = c.daily_limits?.max_attempts ? t('portalSettings.autoTopUp.attemptsCount', { count: c.daily_limits.max_attempts }) : t('portalSettings.autoTopUp.unlimited');
    return {
      enabled: c.enabled,
      threshold: creditText(c.threshold),
      credits: creditText(creditsPerTopUp(price?.metadata?.credit_config?.credit_amount, c.quantity)),
      paidWith: recharge?.name ?? c.recharge_currency_id ?? '-',
      authorized: Boolean(c.payer),
      limits: t('portalSettings.autoTopUp.limits', { amount, attempts }),
    };
  };

  const openDialog = () => {
    void getPorts().then((p) => {
      setPorts(p);
      setOpen(true);
    });
  };
  const spendCredits = async () => {
    setUsing(true);
    try {
      const answer = await reportUsage(adapters.http, { eventName: 'Sandbox usage', value: '100' });
      const tokens = (units: string) => {
        const value = maybeMoney(units, credit);
        return value ? formatMoney(value, { grouped: true }) : '-';
      };
      setUsage({ text: t('portalSettings.autoTopUp.usedCredits', { used: tokens(answer.credits_used), balance: tokens(answer.balance) }), toppedUp: answer.auto_top_up !== null });
      await queryClient.invalidateQueries({ queryKey: ['payment-kit'] });
    } catch (error) {
      setUsage({ text: formatError(error), toppedUp: false });
    } finally {
      setUsing(false);
    }
  };
  return (
    <>
      <AutoTopUpCard
        summary={config.data && packages.data ? describe(config.data) : null}
        usage={usage}
        onConfigure={openDialog}
        onUseCredits={adapters.mode === 'sandbox' ? () => void spendCredits() : undefined}
        usingCredits={using}
      />
      {open && ports ? (
        <AutoTopUpSettings
          ports={ports}
          did={user.did}
          packages={packages.data ?? []}
          currencies={currencies}
          onClose={() => {
            setOpen(false);
            void queryClient.invalidateQueries({ queryKey: autoTopUpQuery(adapters.http, user.did, CREDIT).queryKey });
          }}
        />
      ) : null}
    </>
  );
}

interface SettingsProps {
  ports: Ports;
  did: string;
  packages: readonly Price[];
  currencies: Map<string, PaymentCurrency>;
  onClose: () => void;
}

function AutoTopUpSettings({ ports, did, packages, currencies, onClose }: SettingsProps) {
  const t = useT();
  const { locale } = useI18n();
  const { adapters } = useRouteContext({ from: '__root__' });
  const machine = useMemo(
    () =>
      autoTopUpMachine.provide(
        autoTopUpImplementations({
          ...ports,
          autoTopUp: createAutoTopUpApi(adapters.http),
        }),
      ),
    [ports, adapters.http],
  );
  const credit = currencies.get(CREDIT);
  const actor = useActorRef(machine, { input: { did, currencyId: CREDIT, rules: { currencyId: CREDIT, thresholdPrecision: credit?.maximum_precision ?? 2, amountPrecision: 2 } }, ...inspection() });
  const view = useSelector(actor, autoTopUpView, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const onCardResult = useCallback((result: CardSetupResult) => actor.send(cardResultEvent(result)), [actor]);
  const card = useCardSetup({ card: ports.card, clientSecret: view.cardSecret, intentType: 'setup_intent', locale, onResult: onCardResult });
  const done = view.step === 'done';
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);
  if (done) return null;

  const price = packages.find((p) => p.id === view.draft.priceId);
  const recharge = currencies.get(view.draft.rechargeCurrencyId);
  const unit = unitAmountOf(price, view.draft.rechargeCurrencyId);
  const quantity = Number(view.draft.quantity);
  const credits = creditsPerTopUp(price?.metadata?.credit_config?.credit_amount, Number.isInteger(quantity) && quantity > 0 ? quantity : 1);
  const cost = unit && recharge && Number.isInteger(quantity) && quantity > 0
    ? t('portalSettings.autoTopUp.cost', { credits: formatNumber(credits, 6, { thousandSeparator: true }), amount: formatMoney(timesMoney(money(unit, recharge), quantity), { grouped: true }) })
    : null;
  const failure = view.problem ? t(view.problem) : view.errorText;
  return (
    <AutoTopUpDialog
      step={view.step === 'done' ? 'editing' : view.step}
      draft={view.draft}
      errors={view.errors}
      failure={failure}
      packages={packages.map((p) => ({ value: p.id, label: t('portalSettings.autoTopUp.packageOption', { name: p.product?.name ?? p.id, credits: formatNumber(p.metadata?.credit_config?.credit_amount ?? '0', 6, { thousandSeparator: true }) }) }))}
      currencies={currencyIdsOf(price).map((id) => ({ value: id, label: currencies.get(id)?.name ?? id }))}
      cost={cost}
      creditSymbol={credit?.symbol ?? ''}
      rechargeSymbol={recharge?.symbol ?? ''}
      thresholdPrecision={credit?.maximum_precision ?? 2}
      amountPrecision={2}
      authorizationAhead={view.config ? needsAuthorization(view.config, view.draft) : false}
      onCardContainer={card.setContainer}
      cardBusy={card.busy}
      onEdit={(field, value) => actor.send({ type: 'user.edit', field, value })}
      onToggle={(enabled) => actor.send({ type: 'user.toggle', enabled })}
      onSave={() => actor.send({ type: 'user.save' })}
      onConfirmCard={() => void card.confirm()}
      onRetry={() => actor.send({ type: 'user.retry' })}
      onClose={() => actor.send({ type: 'user.close' })}
    />
  );
}
