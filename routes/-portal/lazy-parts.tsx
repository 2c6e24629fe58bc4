import { lazy } from 'react';

// What only an action or a scroll needs loads on use, so the page paints with the details only
// (budgets): the lifecycle machine (beside the first read), the lifecycle dialogs, the overdue
// dialog and the invoices table (react-table).
export const SubscriptionLifecycle = lazy(() =>
  import('./SubscriptionLifecycle').then((m) => ({ default: m.SubscriptionLifecycle })),
);
export const CancelSubscriptionDialog = lazy(() =>
  import('@ui/portal/CancelSubscriptionDialog').then((m) => ({ default: m.CancelSubscriptionDialog })),
);
export const ResumeSubscriptionDialog = lazy(() =>
  import('@ui/portal/ResumeSubscriptionDialog').then((m) => ({ default: m.ResumeSubscriptionDialog })),
);
export const ChangePlanDialog = lazy(() =>
  import('@ui/portal/ChangePlanDialog').then((m) => ({ default: m.ChangePlanDialog })),
);
export const ChangePaymentDialog = lazy(() =>
  import('@ui/portal/ChangePaymentDialog').then((m) => ({ default: m.ChangePaymentDialog })),
);
export const OverdueDialogHost = lazy(() =>
  import('../-app/overdue/OverdueDialogHost').then((m) => ({ default: m.OverdueDialogHost })),
);
export const SubscriptionInvoices = lazy(() =>
  import('./SubscriptionInvoices').then((m) => ({ default: m.SubscriptionInvoices })),
);
