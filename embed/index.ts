// The payment components a host page embeds (npm run build:lib → dist-lib/payment-kit.js): the
import '@ui/styles';
// same checkout as the hosted page, composed for someone else's page (docs/embed.md).
export { PaymentProvider, type PaymentProviderProps, type PaymentTheme } from './PaymentProvider';
export { CheckoutForm, type CheckoutFormProps, type CheckoutFormMode } from './CheckoutForm';
export { CheckoutTable, type CheckoutTableProps, type CheckoutTableMode } from './table';
export { CheckoutDonate, type CheckoutDonateProps, type CheckoutDonateSettings } from './donate';
