// The back end's side of auto top-up: after credits are spent, a config whose threshold the
// balance fell below buys its package (credits granted, an auto_recharge invoice paid by the
// authorised payer), within the daily caps. "Today" is the sandbox clock's day, so moving the
// clock a day forward resets the caps.
import { creditsPerTopUp, dayOf, decideAutoTopUp, topUpCost, type AutoTopUpDecision } from '@domain/auto-top-up';
import { Big } from '@domain/money';
import type { AutoTopUpConfig } from '@domain/model';
import { currencyById } from '../catalog/currencies';
import type { SandboxData } from '../model';
import type { SandboxStore } from '../state';
import { availableCredits } from './credit-balance';
import { recordPayment } from './payments';
import { invoiceNumber, makeCreditGrant, makeInvoice } from './records';
import { unitAmountIn } from './totals';

const DAY = 86_400;

/** The config that watches a customer's credit currency, if any. */
export const autoTopUpOf = (data: SandboxData, customerId: string, currencyId: string): AutoTopUpConfig | undefined =>
  Object.values(data.autoTopUps).find((c) => c.customer_id === customerId && c.currency_id === currencyId);

/** Today's auto purchases of a config, read back from its invoices (no counter to drift). */
function today(data: SandboxData, config: AutoTopUpConfig, now: number) {
  const day = dayOf(now);
  const mine = Object.values(data.invoices).filter(
    (i) => i.billing_reason === 'auto_recharge' && i.customer_id === config.customer_id && i.metadata?.auto_recharge_config_id === config.id && dayOf(Number(i.created_at)) === day,
  );
  return { attempts: mine.length, spent: mine.reduce((sum, i) => sum.plus(i.total), new Big(0)).toFixed(0) };
}

/** One purchase's cost in the recharge currency, smallest units. */
export function autoTopUpCost(data: SandboxData, config: AutoTopUpConfig): string {
  const price = data.prices[config.price_id];
  return price ? topUpCost(unitAmountIn(price, config.recharge_currency_id ?? 'pc_usd'), config.quantity) : '0';
}

/**
 * Runs after every credit spend: buys the package when domain/auto-top-up says so. Answers the
 * decision, for tests and the meter-event answer.
 */
export function autoTopUpAfterSpend(store: SandboxStore, customerId: string, currencyId: string): AutoTopUpDecision {
  const data = store.read();
  const config = autoTopUpOf(data, customerId, currencyId);
  if (!config) return { run: false, reason: 'disabled' };
  const now = store.nowSeconds();
  const creditDecimals = currencyById(currencyId)?.decimal ?? 2;
  const rechargeDecimals = currencyById(config.recharge_currency_id ?? 'pc_usd')?.decimal ?? 2;
  const cost = autoTopUpCost(data, config);
  const decision = decideAutoTopUp({
    enabled: config.enabled,
    balance: availableCredits(data, customerId, currencyId).toFixed(0),
    threshold: config.threshold,
    creditDecimals,
    authorized: Boolean(config.payer),
    cost,
    today: today(data, config, now),
    maxAmount: new Big(config.daily_limits?.max_amount ?? '0').shiftedBy(rechargeDecimals).toFixed(0),
    maxAttempts: config.daily_limits?.max_attempts ?? 0,
  });
  if (!decision.run) return decision;
  const price = data.prices[config.price_id];
  const credit = price?.metadata?.credit_config;
  const credits = new Big(creditsPerTopUp(credit?.credit_amount, config.quantity)).shiftedBy(creditDecimals).toFixed(0);
  const invoice = store.update((d) => {
    d.seq += 1;
    const grantId = `cg_sbx${String(d.seq).padStart(5, '0')}`;
    const days = credit?.valid_duration_value ?? 0;
    d.creditGrants = {
      ...d.creditGrants,
      [grantId]: makeCreditGrant({ id: grantId, customerId, amount: credits, status: 'granted', name: 'Auto top-up', createdAt: now, expiresAt: days > 0 ? now + days * DAY : null }),
    };
    d.seq += 1;
    const recharge = config.recharge_currency_id ?? 'pc_usd';
    const made = makeInvoice({
      id: `in_sbx${String(d.seq).padStart(5, '0')}`,
      number: invoiceNumber(d.seq),
      customerId,
      currencyId: recharge,
      total: cost,
      status: 'paid',
      reason: 'auto_recharge',
      createdAt: now,
      description: `Auto top-up: ${price?.product?.name ?? 'credits'} × ${config.quantity}`,
      txHash: `0xautotopup${d.seq}`,
    });
    const withConfig = { ...made, metadata: { ...made.metadata, auto_recharge_config_id: config.id ?? '' } };
    d.invoices = { ...d.invoices, [withConfig.id]: withConfig };
    // The purchase is a payment like any other (engine/payments.ts).
    recordPayment(d, withConfig, { txHash: `0xautotopup${d.seq}`, at: now });
    // A wallet payer pays from its balance; a card is charged outside the sandbox's wallets.
    const wallet = config.payer ? d.wallets[config.payer] : undefined;
    if (wallet && currencyById(recharge)?.payment_method_id !== 'pm_stripe') {
      const left = Big.max(new Big(wallet.balances[recharge] ?? '0').minus(cost), 0).toFixed(0);
      d.wallets = { ...d.wallets, [config.payer!]: { ...wallet, balances: { ...wallet.balances, [recharge]: left } } };
    }
    return withConfig;
  });
  store.emit('invoice.paid', { id: invoice.id, customer_id: customerId, currency_id: invoice.currency_id ?? '' });
  return decision;
}

/** A confirmed card set-up or an approved auto-recharge-auth makes `payer` the one who pays. */
export function authorizeAutoTopUp(store: SandboxStore, configId: string, payer: string): void {
  store.update((d) => {
    const config = d.autoTopUps[configId];
    if (config) d.autoTopUps = { ...d.autoTopUps, [configId]: { ...config, payer } };
  });
}
