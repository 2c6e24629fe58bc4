import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { CheckoutFormValues } from '@machines/ports';
import { useT } from '@ui/i18n';
import { BillingAddressFields } from './BillingAddressFields';
import { ContactFields } from './ContactFields';
import { CustomerInfoCard } from './CustomerInfoCard';
import type { CheckoutFieldErrors, CheckoutFieldPath } from './field-errors';
import { PaymentMethodPicker, type PickerMethod } from './PaymentMethodPicker';
import { SubmitButton, type SubmitButtonProps } from './SubmitButton';
import { SubscriptionConsent, type SubscriptionConsentProps } from './SubscriptionConsent';

export interface CheckoutFormProps {
  /** What the payer typed; kept by the owner across errors and retries. */
  values: CheckoutFormValues;
  /** Field path → the domain's failure (machines/checkout-submit fieldErrors). */
  errors?: CheckoutFieldErrors | undefined;
  methods: readonly PickerMethod[];
  /** Session settings the fields depend on. */
  phoneEnabled?: boolean | undefined;
  billingAddressCollection?: string | null | undefined;
  /** Logged in with a complete profile: a summary card with Edit replaces the contact fields. */
  showCustomerSummary?: boolean | undefined;
  /** Not logged in: the "Login to load and save contact information" hint. */
  loginHint?: boolean | undefined;
  /** A tip: no contact details asked (docs/spec/checkout-and-billing.md §5: a donation needs no login). */
  hideContact?: boolean | undefined;
  submit: SubmitButtonProps;
  /** Subscription consent under the button (payee and stake). */
  consent?: SubscriptionConsentProps | null | undefined;
  /** The merchant's form_purpose_description in the reader's locale. */
  purpose?: string | null | undefined;
  /** Fields are read-only while a payment is under way. */
  locked?: boolean | undefined;
  onFieldChange: (path: CheckoutFieldPath, value: string) => void;
  onFieldBlur?: ((path: CheckoutFieldPath) => void) | undefined;
  onMethodChange: (methodId: string) => void;
  onCurrencyChange: (currencyId: string) => void;
  onEditCustomer?: (() => void) | undefined;
  /** Enter in a field or the button; the owner decides whether a submit may start. */
  onSubmit: () => void;
  /** Extra content above the button (a time-out notice, a past-due alert). */
  notice?: ReactNode;
}

/** The payment details form: contact, address, method and currency, submit. */
export function CheckoutForm(props: CheckoutFormProps) {
  const { values, errors, methods, locked, submit, onFieldChange, onFieldBlur } = props;
  const t = useT();
  const method = methods.find((m) => m.id === values.payment_method);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.busy || submit.disabledReason) return;
    props.onSubmit();
  };
  return (
    <form onSubmit={handleSubmit} noValidate data-testid="checkout-form" aria-busy={submit.busy || undefined}>
      <VisuallyHidden>
        <Title order={1}>{t('checkout.pageTitle')}</Title>
      </VisuallyHidden>
      <Stack gap="lg">
        {props.hideContact ? null : props.showCustomerSummary ? (
          <CustomerInfoCard
            name={values.customer_name}
            email={values.customer_email}
            phone={values.customer_phone}
            address={values.billing_address}
            disabled={locked}
            onEdit={() => props.onEditCustomer?.()}
          />
        ) : (
          <Stack gap="xs">
            {props.loginHint ? (
              <Text size="sm" c="dimmed">
                {t('checkout.login')}
              </Text>
            ) : null}
            <ContactFields
              values={values}
              errors={errors}
              phoneEnabled={props.phoneEnabled}
              disabled={locked}
              onChange={onFieldChange}
              onBlur={onFieldBlur}
            />
          </Stack>
        )}
        <PaymentMethodPicker
          methods={methods}
          methodId={values.payment_method}
          currencyId={values.payment_currency}
          error={errors?.['payment_currency'] ?? errors?.['payment_method']}
          disabled={locked}
          onMethodChange={props.onMethodChange}
          onCurrencyChange={props.onCurrencyChange}
        />
        {props.showCustomerSummary ? null : (
          <BillingAddressFields
            values={values.billing_address ?? { country: 'us' }}
            errors={errors}
            collection={props.billingAddressCollection}
            paymentMethodType={method?.type}
            disabled={locked}
            onChange={onFieldChange}
            onBlur={onFieldBlur}
          />
        )}
        {props.notice}
        <SubmitButton {...submit} />
        {props.consent ? <SubscriptionConsent {...props.consent} /> : null}
        {props.purpose ? (
          <Text size="sm" c="dimmed" data-testid="form-purpose">
            {props.purpose}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
