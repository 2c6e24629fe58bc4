import { lazy } from 'react';
import { ensureArea } from '@ui/i18n';
import { ensureTableTexts } from '../-app/tables/table-texts';

// What only an action or a scroll needs loads on use, so the page paints with the details only
// (budgets): the lifecycle machine (beside the first read), the lifecycle dialogs, the overdue
// dialog and the invoices table (react-table), each with the texts only it shows.
export const SubscriptionLifecycle = lazy(() =>
  // detail: the "belongs to another account" view of a 403.
  Promise.all([import('./SubscriptionLifecycle'), ensureArea('detail')]).then(([m]) => ({ default: m.SubscriptionLifecycle })),
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
  Promise.all([import('../-app/overdue/OverdueDialogHost'), ensureArea('billing')]).then(([m]) => ({ default: m.OverdueDialogHost })),
);
export const SubscriptionInvoices = lazy(() =>
  Promise.all([import('./SubscriptionInvoices'), ensureTableTexts()]).then(([m]) => ({ default: m.SubscriptionInvoices })),
);
