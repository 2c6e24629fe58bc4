import { lazy } from 'react';
import { ensureArea } from '@ui/i18n';
import { ensureTableTexts } from '../-app/tables/table-texts';

// What the first paint refers to but does not need to paint loads on its own, so the page paints
// with the details only (budgets): the lifecycle machine (beside the first read) and the invoices
// table (react-table), each with the texts only it shows. The dialogs only the lifecycle opens are
// in lifecycle-parts.tsx.
export const SubscriptionLifecycle = lazy(() =>
  // detail: the "belongs to another account" view of a 403.
  Promise.all([import('./SubscriptionLifecycle'), ensureArea('detail')]).then(([m]) => ({ default: m.SubscriptionLifecycle })),
);
export const SubscriptionInvoices = lazy(() =>
  Promise.all([import('./SubscriptionInvoices'), ensureTableTexts()]).then(([m]) => ({ default: m.SubscriptionInvoices })),
);
