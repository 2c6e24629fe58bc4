// Customer portal views (docs/portal.md): props in, intents out.
export { SubscriptionDetails, type SubscriptionDetailsProps } from './SubscriptionDetails';
export { SubscriptionStatusBadge } from './SubscriptionStatusBadge';
export { SubscriptionList, type SubscriptionListProps } from './SubscriptionList';
export { CancelSubscriptionDialog, type CancelSubscriptionDialogProps } from './CancelSubscriptionDialog';
export { ResumeSubscriptionDialog, type ResumeSubscriptionDialogProps } from './ResumeSubscriptionDialog';
export { ChangePlanDialog, type ChangePlanDialogProps, type PlanChoice, type PlanPreviewTexts } from './ChangePlanDialog';
export { ChangePaymentDialog, type ChangePaymentDialogProps, type PaymentChoice } from './ChangePaymentDialog';
