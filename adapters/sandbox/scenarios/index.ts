// The scenario catalogue: named, deterministic situations that reach every state of the spec.
// All of them are seeded together, so every URL works at once; each names the identity to use.
import { checkoutBasics } from './checkout-basics';
import { checkoutCart } from './checkout-cart';
import { checkoutPayer } from './checkout-payer';
import { checkoutPromotions } from './checkout-promotions';
import { checkoutSubscriptions } from './checkout-subscriptions';
import { donations } from './donations';
import { paymentPaths } from './payment-paths';
import { portalBilling, seedWallets } from './portal-billing';
import { portalLifecycle } from './portal-lifecycle';
import { portalSettings } from './portal-settings';
import { portalSubscriptions } from './portal-subscriptions';
import { billingTables } from './billing-tables';
import { pricingTableScenarios } from './pricing-tables';
import type { Scenario, ScenarioSeed } from './scenario';

export type { Scenario, ScenarioSeed } from './scenario';

export const scenarios: readonly Scenario[] = [
  ...checkoutBasics,
  ...checkoutSubscriptions,
  ...checkoutCart,
  ...checkoutPayer,
  ...checkoutPromotions,
  ...donations,
  ...paymentPaths,
  ...portalSubscriptions,
  ...portalLifecycle,
  ...portalBilling,
  ...portalSettings,
  ...billingTables,
  ...pricingTableScenarios,
];

export const scenarioSeeds: readonly ScenarioSeed[] = [seedWallets, ...scenarios.map((s) => s.seed)];
