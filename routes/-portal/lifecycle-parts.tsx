import { lazy } from 'react';
import { ensureArea } from '@ui/i18n';

// What only an action needs, loaded on use: the lifecycle dialogs and the overdue dialog (with the
// texts only it shows). Only the lifecycle (itself loaded beside the first read) refers to them, so
// their lazy imports are not in the page's first chunk either (lazy-parts.tsx: what the first paint refers to).
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
