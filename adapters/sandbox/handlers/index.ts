// Every endpoint of the sandbox Payment Kit, in one list for setupWorker / setupServer.
import type { RequestHandler } from 'msw';
import type { SandboxStore } from '../state';
import { autoTopUpHandlers } from './auto-top-up';
import { autoTopUpPackageHandlers } from './auto-top-up-packages';
import { billingHistoryHandlers } from './billing-history';
import { billingListHandlers } from './billing-lists';
import { checkoutChangeHandlers } from './checkout-changes';
import { checkoutSessionHandlers } from './checkout-sessions';
import { creditSummaryHandlers } from './credit-summary';
import { customerHandlers } from './customers';
import { donationSettingsHandlers } from './donation-settings';
import { invoiceHandlers } from './invoices';
import { meterEventHandlers } from './meter-events';
import { paymentLinkHandlers } from './payment-links';
import { portalPlanHandlers } from './portal-plans';
import { settingsHandlers } from './settings';
import { subscriptionHandlers } from './subscriptions';
import { refundHandlers } from '../tables/refund-handlers';
import { storeHandlers } from '../store';
import type { HandlerContext } from './route';

export function createHandlers(apiBase: string, store: SandboxStore): RequestHandler[] {
  const ctx: HandlerContext = { store, base: apiBase.replace(/\/+$/, '') };
  return [
    ...donationSettingsHandlers(ctx),
    ...settingsHandlers(ctx),
    ...customerHandlers(ctx),
    ...checkoutSessionHandlers(ctx),
    ...checkoutChangeHandlers(ctx),
    ...paymentLinkHandlers(ctx),
    ...invoiceHandlers(ctx),
    ...creditSummaryHandlers(ctx),
    ...billingHistoryHandlers(ctx),
    ...billingListHandlers(ctx),
    ...refundHandlers(ctx),
    ...subscriptionHandlers(ctx),
    ...portalPlanHandlers(ctx),
    ...autoTopUpPackageHandlers(ctx),
    ...autoTopUpHandlers(ctx),
    ...meterEventHandlers(ctx),
    ...storeHandlers(ctx),
  ];
}
