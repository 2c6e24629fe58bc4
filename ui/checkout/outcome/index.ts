// Checkout outcomes: loading, error, expired, empty, success, completed invoice.
export { CheckoutSkeleton, type CheckoutSkeletonProps } from './CheckoutSkeleton';
export { CheckoutErrorScreen, type CheckoutErrorScreenProps } from './CheckoutErrorScreen';
export { ExpiredScreen, type ExpiredScreenProps } from './ExpiredScreen';
export { EmptyScreen, type EmptyScreenProps } from './EmptyScreen';
export { SuccessView, type SuccessViewProps, type SuccessSubscriptionLink } from './SuccessView';
export { SuccessCheck } from './SuccessCheck';
export { CompletedInvoiceView, type CompletedInvoiceViewProps, type CompletedInvoiceLine } from './CompletedInvoiceView';
