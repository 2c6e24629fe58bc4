// A plan change takes effect only when it is paid, at the amount its preview showed (docs/portal.md),
// against the sandbox: Stripe's `pending_if_incomplete` (the old plan stays until
// the invoice is paid; a declined, abandoned or late payment voids the invoice and changes
// nothing) and the quote (`proration_date`): what the preview shows is what the wallet is asked
// for and what is charged, to the smallest unit, however long the payer waits within the quote's
// 5 minutes; an older quote is refused (QUOTE_EXPIRED).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUOTE_TTL_SECONDS } from '@domain/proration';
import { useSandbox } from '../sandbox/testing/harness';
import { listInvoices } from './billing';
import { cancelPendingUpdate, changePlan, getSubscription, previewPlanChange } from './subscriptions';

const SUB = 'sub_sbx_plans';
const WEEKLY = 'price_pro_weekly';
const TBA = 'pc_tba';

describe('plan change: paid before it applies, at the quote shown', () => {
  const { http, sandbox, as } = useSandbox();
  const did = () => sandbox.controls.currentIdentity().user!.did;
  const balance = () => sandbox.controls.data().wallets[did()]?.balances[TBA] ?? '0';
  const invoice = (id: string) => sandbox.controls.data().invoices[id]!;

  /** Preview, then confirm the weekly upgrade at that quote with an empty wallet: the wallet must be asked. */
  async function upgradeWaitingForPayment(advanceMs = 0) {
    as('customer');
    sandbox.controls.wallet.setBalance(did(), TBA, '0');
    const preview = await previewPlanChange(http, SUB, WEEKLY);
    sandbox.controls.advanceClock(advanceMs);
    const result = await changePlan(http, SUB, { priceId: WEEKLY, prorationDate: preview.proration_date, amountDue: preview.amount_due });
    return { preview, result, invoiceId: result.invoice!.id };
  }

  it('keeps the old plan while the invoice is open; paying it applies the new plan', async () => {
    const { result, invoiceId } = await upgradeWaitingForPayment();
    expect(result).toMatchObject({ requires_payment: true, invoice: { status: 'open' }, subscription: { items: [{ price_id: 'price_pro_monthly' }], pending_update: { price_id: WEEKLY, invoice_id: invoiceId } } });
    expect((await getSubscription(http, SUB)).items?.[0]?.price_id).toBe('price_pro_monthly');
    const paid = sandbox.controls.wallet.connect({ action: 'collect', extraParams: { invoiceId } });
    sandbox.controls.wallet.setBalance(did(), TBA, invoice(invoiceId).total);
    await sandbox.controls.wallet.approve();
    await expect(paid).resolves.toMatchObject({ status: 'approved' });
    expect(await getSubscription(http, SUB)).toMatchObject({ items: [{ price_id: WEEKLY }], pending_update: null });
    expect(invoice(invoiceId).status).toBe('paid');
  });

  it('a payment declined in the wallet changes nothing: the old plan stays and the invoice is voided', async () => {
    const { invoiceId } = await upgradeWaitingForPayment();
    const declined = sandbox.controls.wallet.connect({ action: 'collect', extraParams: { invoiceId } });
    sandbox.controls.wallet.decline();
    await expect(declined).resolves.toMatchObject({ status: 'declined' });
    expect(await getSubscription(http, SUB)).toMatchObject({ items: [{ price_id: 'price_pro_monthly' }], pending_update: null });
    expect(invoice(invoiceId)).toMatchObject({ status: 'void', amount_remaining: '0' });
    // The subscription's invoice list shows it void: nothing is left to pay.
    const listed = await listInvoices(http, { subscription_id: SUB, status: 'open,void' } as never);
    expect(listed.list.find((i) => i.id === invoiceId)?.status).toBe('void');
    // Approving an old request for it later pays nothing and changes nothing.
    const late = sandbox.controls.wallet.connect({ action: 'collect', extraParams: { invoiceId } });
    await sandbox.controls.wallet.approve();
    await late;
    expect(balance()).toBe('0');
    expect((await getSubscription(http, SUB)).items?.[0]?.price_id).toBe('price_pro_monthly');
  });

  it('a refused payment (the wallet holds too little) and an abandoned one (replaced, or the page gives up) change nothing', async () => {
    const short = await upgradeWaitingForPayment();
    const refused = sandbox.controls.wallet.connect({ action: 'collect', extraParams: { invoiceId: short.invoiceId } });
    await sandbox.controls.wallet.approve();
    await expect(refused).resolves.toMatchObject({ status: 'declined' });
    expect(invoice(short.invoiceId).status).toBe('void');

    const abandoned = await upgradeWaitingForPayment();
    const controller = new AbortController();
    const waiting = sandbox.controls.wallet.connect({ action: 'collect', extraParams: { invoiceId: abandoned.invoiceId } }, controller.signal);
    controller.abort();
    await expect(waiting).resolves.toMatchObject({ status: 'cancelled' });
    expect(invoice(abandoned.invoiceId).status).toBe('void');
    expect(await getSubscription(http, SUB)).toMatchObject({ items: [{ price_id: 'price_pro_monthly' }], pending_update: null });
  });

  it('the page drops a change it will not pay (DELETE pending-update); a newer change replaces an older one', async () => {
    const first = await upgradeWaitingForPayment();
    const second = await upgradeWaitingForPayment();
    expect(invoice(first.invoiceId).status).toBe('void');
    expect((await getSubscription(http, SUB)).pending_update?.invoice_id).toBe(second.invoiceId);
    expect(await cancelPendingUpdate(http, SUB)).toMatchObject({ items: [{ price_id: 'price_pro_monthly' }], pending_update: null });
    expect(invoice(second.invoiceId).status).toBe('void');
  });

  it('a change nobody paid within the quote time is dropped (the page closed mid-payment)', async () => {
    const { invoiceId } = await upgradeWaitingForPayment();
    sandbox.controls.advanceClock((QUOTE_TTL_SECONDS + 1) * 1000);
    expect(await getSubscription(http, SUB)).toMatchObject({ items: [{ price_id: 'price_pro_monthly' }], pending_update: null });
    expect(invoice(invoiceId).status).toBe('void');
  });

  it('refuses a quote older than the limit, a quote from the future, an amount that is not the quote’s, and a confirm without a quote', async () => {
    as('customer');
    const preview = await previewPlanChange(http, SUB, WEEKLY);
    const confirm = (prorationDate: number, amountDue = preview.amount_due) => changePlan(http, SUB, { priceId: WEEKLY, prorationDate, amountDue });
    await expect(confirm(preview.proration_date - QUOTE_TTL_SECONDS - 1)).rejects.toMatchObject({ code: 'QUOTE_EXPIRED', response: { status: 409 } });
    await expect(confirm(preview.proration_date + 3600)).rejects.toMatchObject({ code: 'QUOTE_EXPIRED' });
    await expect(confirm(preview.proration_date, '1')).rejects.toMatchObject({ code: 'QUOTE_CHANGED' });
    await expect(http.request({ method: 'PUT', path: `/api/subscriptions/${SUB}/change-plan`, body: { price_id: WEEKLY }, schema: undefined as never })).rejects.toMatchObject({ response: { status: 400 } });
    expect(Object.values(sandbox.controls.data().invoices).filter((i) => i.subscription_id === SUB && i.billing_reason === 'subscription_update')).toEqual([]);
  });

  it('asked = shown = charged, to the smallest unit, for any wait within the quote time (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Where in the period the preview is made (the scenario starts 10 days in), and the wait before confirming.
        fc.integer({ min: 0, max: 15 * 86_400 }),
        fc.integer({ min: 0, max: QUOTE_TTL_SECONDS - 5 }),
        async (intoPeriod, waitSeconds) => {
          sandbox.controls.reset();
          sandbox.controls.advanceClock(intoPeriod * 1000);
          const { preview, result, invoiceId } = await upgradeWaitingForPayment(waitSeconds * 1000);
          const shown = preview.amount_due;
          expect(result.invoice?.total).toBe(shown);
          const outcome = sandbox.controls.wallet.connect({ action: 'collect', extraParams: { invoiceId } });
          const asked = sandbox.controls.wallet.pending()?.amount;
          expect(asked).toBe(shown);
          // The wallet holds exactly what it is asked for: after paying it holds nothing.
          sandbox.controls.wallet.setBalance(did(), TBA, asked!);
          await sandbox.controls.wallet.approve();
          await expect(outcome).resolves.toMatchObject({ status: 'approved' });
          expect(balance()).toBe('0');
          expect(invoice(invoiceId)).toMatchObject({ status: 'paid', amount_paid: shown });
          expect((await getSubscription(http, SUB)).items?.[0]?.price_id).toBe(WEEKLY);
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);

  it('past the quote time the confirm is refused and nothing is charged; a new preview is the new amount (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: QUOTE_TTL_SECONDS + 1, max: 3 * 86_400 }), async (waitSeconds) => {
        sandbox.controls.reset();
        as('customer');
        sandbox.controls.wallet.setBalance(did(), TBA, '0');
        const old = await previewPlanChange(http, SUB, WEEKLY);
        sandbox.controls.advanceClock(waitSeconds * 1000);
        await expect(changePlan(http, SUB, { priceId: WEEKLY, prorationDate: old.proration_date, amountDue: old.amount_due })).rejects.toMatchObject({ code: 'QUOTE_EXPIRED' });
        expect(sandbox.controls.wallet.pending()).toBeNull();
        const fresh = await previewPlanChange(http, SUB, WEEKLY);
        expect(BigInt(fresh.amount_due)).toBeLessThanOrEqual(BigInt(old.amount_due));
        const result = await changePlan(http, SUB, { priceId: WEEKLY, prorationDate: fresh.proration_date, amountDue: fresh.amount_due });
        expect(result.invoice?.total).toBe(fresh.amount_due);
      }),
      { numRuns: 15 },
    );
  }, 60_000);
});
