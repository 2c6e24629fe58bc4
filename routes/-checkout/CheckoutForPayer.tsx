import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Customer, PaymentMethod, SessionUser } from '@domain/model';
import { getPayee } from '@domain/pricing';
import { validateQuantity } from '@domain/quantity';
import { getStakingAmount, showStaking } from '@domain/stake';
import type { checkoutSessionMachine } from '@machines/checkout-session/checkout-session.machine';
import type { CheckoutSessionView } from '@machines/checkout-session/checkout-session.view';
import type { Ports } from '@machines/ports';
import { CheckoutForm } from '@ui/checkout/form/CheckoutForm';
import { useActionText, type SubmitDisabledReason } from '@ui/checkout/form/SubmitButton';
import { CheckoutLayout, type CheckoutLayoutVariant } from '@ui/checkout/layout/CheckoutLayout';
import { ensureArea, useI18n } from '@ui/i18n';
import { appName, isDonation } from './checkout-facts';
import { prefetchCheckoutParts } from './parts-prefetch';
import { SummaryPanel } from './SummaryPanel';
import { useCheckoutChoices } from './useCheckoutChoices';
import { useCheckoutValues } from './useCheckoutValues';
import { usePhoneLibrary } from './usePhoneLibrary';
import { useSubmitFlow } from './useSubmitFlow';

// What a payer needs only after pressing Pay (the dialogs with the recovery texts they show, the
// banner of a payment in progress) or only on a tip page stays out of the form's download;
// parts-prefetch.ts fetches the first two when the browser is idle after the form shows.
const LazyPaymentDialogs = lazy(() => Promise.all([import('./PaymentDialogs'), ensureArea('recovery')]).then(([dialogs]) => dialogs));
const LazyCheckoutBanner = lazy(() => import('./CheckoutBanner').then(({ CheckoutBanner }) => ({ default: CheckoutBanner })));
const LazyDonationPanel = lazy(() => import('./DonationPanel'));

export interface CheckoutForPayerProps {
  sessionActor: ActorRefFrom<typeof checkoutSessionMachine>;
  view: CheckoutSessionView;
  ports: Ports;
  layout: CheckoutLayoutVariant;
  requestedCurrencyId?: string | undefined;
  methods: readonly PaymentMethod[];
  user: SessionUser | null;
  customer: Customer | null;
}

/** The checkout form and summary for one payer, driven by the session and submit machines. */
export function CheckoutForPayer(props: CheckoutForPayerProps) {
  const { sessionActor, view, ports, layout, user } = props;
  const { locale, t } = useI18n();
  const session = view.session!;
  const donation = isDonation(session, view.paymentLink);
  const choices = useCheckoutChoices({
    session,
    methods: props.methods,
    user,
    requested: props.requestedCurrencyId,
    preferences: ports.preferences,
  });
  const { values, setField } = useCheckoutValues(props.customer);
  const submit = useSubmitFlow({ ports, session, donation, user, sessionActor });
  const phoneLibrary = usePhoneLibrary(Boolean(session.phone_number_collection?.enabled));
  const [payable, setPayable] = useState<Readonly<Record<string, boolean>>>({});
  const action = useActionText(session.mode, view.paymentLink?.donation_settings?.btn_text ?? undefined);

  useEffect(() => prefetchCheckoutParts(['dialogs', 'banner', 'overdue', 'success']), []);
  const { method, currency } = choices;
  const payee = getPayee(session.line_items, appName(t('common.appName')));
  const itemsValid = session.line_items.every((item) => validateQuantity(item, item.quantity).ok);
  const allPayable = Object.values(payable).every(Boolean);
  const locked = submit.view.busy || submit.view.step !== 'form';
  const disabledReason: SubmitDisabledReason | null =
    submit.view.step === 'card'
      ? 'paying'
      : !itemsValid
        ? 'invalidItems'
        : // The promotion code's discount in this currency is not known (its recalculation failed).
          payable.promotion === false && !view.changing
          ? 'discountUnknown'
          : // A refused amount or quantity: the session is not what the fields show, so paying now would charge something else.
          !allPayable || !currency || (!view.changing && !view.inSync)
          ? 'notPayable'
          : null;

  const onSubmit = () => {
    // Only a session that has what the payer sees may be submitted.
    if (!method || !currency || disabledReason || !submit.view.canSubmit || !view.inSync) return;
    submit.send({
      type: 'user.submit',
      values: { ...values, payment_method: method.id, payment_currency: currency.id },
      session,
      method,
      currency,
      rules: { locale, phoneLibrary },
    });
  };
  // Stable: the promotion reports from an effect keyed on it.
  const setItemPayable = useCallback(
    (key: string, ok: boolean) => setPayable((current) => (current[key] === ok ? current : { ...current, [key]: ok })),
    [],
  );

  const summary =
    currency && method ? (
      donation ? (
        <Suspense fallback={null}>
          <LazyDonationPanel
            view={view}
            sessionActor={sessionActor}
            ports={ports}
            currency={currency}
            user={user}
            locked={locked}
            onPayableChange={(ok) => setItemPayable('donation', ok)}
          />
        </Suspense>
      ) : (
        <SummaryPanel
          view={view}
          sessionActor={sessionActor}
          currency={currency}
          method={method}
          now={ports.clock.now()}
          payee={payee}
          locked={locked}
          signedIn={user !== null}
          onPayableChange={setItemPayable}
        />
      )
    ) : null;

  const recurring = session.mode === 'subscription' || session.mode === 'setup';
  return (
    <div data-testid="checkout-for-payer" data-step={submit.view.step} style={{ display: 'contents' }}>
      <CheckoutLayout
        variant={layout}
        testMode={!session.livemode}
        banner={
          submit.view.step === 'form' ? null : (
            <Suspense fallback={null}>
              <LazyCheckoutBanner view={submit.view} send={submit.send} ports={ports} />
            </Suspense>
          )
        }
        summary={summary}
        form={
          <CheckoutForm
            values={{ ...values, payment_method: method?.id ?? '', payment_currency: currency?.id ?? '' }}
            errors={submit.view.fieldErrors}
            methods={choices.options.map((option) => ({
              ...option.method,
              payment_currencies: option.currencies,
            }))}
            phoneEnabled={session.phone_number_collection?.enabled}
            billingAddressCollection={session.billing_address_collection}
            loginHint={user === null && !donation}
            hideContact={donation}
            locked={locked}
            submit={{
              mode: session.mode,
              actionText: action,
              loggedIn: user !== null || donation,
              busy: submit.view.busy || view.changing,
              disabledReason,
            }}
            consent={
              recurring
                ? {
                    payee,
                    // The consent speaks of a stake only when the summary shows one (setup mode
                    // with nothing to stake shows none).
                    withStake:
                      Boolean(currency) &&
                      showStaking(method, currency, session.subscription_data?.no_stake) &&
                      getStakingAmount(session.line_items, currency!, session.subscription_data) !== '0',
                  }
                : null
            }
            purpose={session.metadata?.page_info?.form_purpose_description?.[locale] ?? null}
            onFieldChange={setField}
            onMethodChange={choices.chooseMethod}
            onCurrencyChange={choices.chooseCurrency}
            onSubmit={onSubmit}
          />
        }
      />
      {method && submit.view.step !== 'form' ? (
        <Suspense fallback={null}>
          <LazyPaymentDialogs
            view={submit.view}
            send={submit.send}
            ports={ports}
            method={method}
            action={action}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
