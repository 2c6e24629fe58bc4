import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { OverdueResponse } from '@domain/model';
import type { Notice, OverdueTarget, RealtimeEvent, RealtimeStatus, WalletOutcome, WalletRequest } from '@machines/ports';
import { makeInvoice, makeOverdue, summaryWithCard } from '@test/fixtures/billing';
import { USD_ID } from '@test/fixtures/checkout';
import { overdueDialogImplementations } from './overdue-dialog.actors';
import { overdueDialogMachine, type OverdueDialogInput } from './overdue-dialog.machine';
import { overdueDialogView } from './overdue-dialog.view';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const withCard = makeOverdue({
  summary: summaryWithCard(),
  invoices: [
    makeInvoice({ status: 'open' }),
    makeInvoice({ id: 'in_card', status: 'open', currency_id: USD_ID }),
  ],
});
const nothingDue = makeOverdue({ summary: {}, invoices: [] });
const paid: RealtimeEvent = {
  type: 'invoice.paid',
  data: { customer_id: 'cus_1', subscription_id: 'sub_1', currency_id: 'pc_abt' },
};

function start(
  answers: (OverdueResponse | Error)[],
  input: OverdueDialogInput = { subscriptionId: 'sub_1' },
  wallet?: (request: WalletRequest) => Promise<WalletOutcome>,
) {
  const clock = new SimulatedClock();
  let listener: (event: RealtimeEvent) => void = () => {};
  let onStatus: (status: RealtimeStatus) => void = () => {};
  const notices: Notice[] = [];
  const ports = {
    billing: {
      overdueInvoices: vi.fn(async (_target: OverdueTarget, _signal?: AbortSignal) => {
        const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      customerMe: async () => null,
    },
    wallet: { connect: vi.fn(wallet ?? (async (): Promise<WalletOutcome> => ({ status: 'approved' }))) },
    realtime: {
      subscribe: (next: (event: RealtimeEvent) => void, status?: (status: RealtimeStatus) => void) => {
        listener = next;
        onStatus = status ?? (() => {});
        return () => {};
      },
    },
    notifier: { notify: (notice: Notice) => notices.push(notice) },
  };
  const actor = createActor(overdueDialogMachine.provide(overdueDialogImplementations(ports)), {
    clock,
    input,
  }).start();
  return {
    actor,
    clock,
    ports,
    notices,
    push: (event: RealtimeEvent) => listener(event),
    status: (status: RealtimeStatus) => onStatus(status),
    view: () => overdueDialogView(actor.getSnapshot()),
  };
}

describe('overdue dialog', () => {
  it("refuses to load without a subscription or customer: 'Either subscriptionId or customerId must be provided'", async () => {
    const { view, ports } = start([withCard], {});
    await flush();
    expect(view()).toMatchObject({
      status: 'error',
      errorText: 'Either subscriptionId or customerId must be provided',
      canRetry: false,
    });
    expect(ports.billing.overdueInvoices).not.toHaveBeenCalled();
  });

  it('Retry without a subscription or customer does not load again: the dialog stays on its error', async () => {
    const { actor, view, ports } = start([withCard], {});
    await flush();
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(view()).toMatchObject({ status: 'error', errorText: 'Either subscriptionId or customerId must be provided', canRetry: false });
    await flush();
    expect(ports.billing.overdueInvoices).not.toHaveBeenCalled();
  });

  it('a failed load of a subscription offers Retry, and Retry loads it again', async () => {
    const { actor, view, ports } = start([new Error('Service unavailable'), withCard]);
    await flush();
    expect(view()).toMatchObject({ status: 'error', errorText: 'Service unavailable', canRetry: true, rows: [] });
    actor.send({ type: 'user.retry' });
    expect(view().status).toBe('loading');
    await flush();
    expect(ports.billing.overdueInvoices).toHaveBeenCalledTimes(2);
    expect(ports.billing.overdueInvoices).toHaveBeenLastCalledWith({ subscriptionId: 'sub_1' }, expect.any(AbortSignal));
    expect(view()).toMatchObject({ status: 'ready', errorText: null, canRetry: false, invoiceCount: 2 });
  });

  it('a dialog opened for a customer loads and pays for that customer', async () => {
    const { actor, ports } = start([withCard], { customerId: 'cus_1' });
    await flush();
    expect(ports.billing.overdueInvoices).toHaveBeenCalledWith({ customerId: 'cus_1' }, expect.any(AbortSignal));
    actor.send({ type: 'user.pay', currencyId: 'pc_abt' });
    await flush();
    expect(ports.wallet.connect).toHaveBeenCalledWith(
      { action: 'collect-batch', title: 'Pay Due Invoices', extraParams: { currencyId: 'pc_abt', customerId: 'cus_1' } },
      expect.any(AbortSignal),
    );
  });

  it('names the subscription the invoices are for, and none when the answer names none (a customer\'s dialog)', async () => {
    const forSubscription = start([withCard]);
    await flush();
    expect(forSubscription.view().subscriptionName).toBe('Pro plan');
    const { subscription: _none, ...withoutSubscription } = withCard;
    const forCustomer = start([withoutSubscription as OverdueResponse], { customerId: 'cus_1' });
    await flush();
    expect(forCustomer.view()).toMatchObject({ status: 'ready', subscriptionName: null, invoiceCount: 2 });
  });

  it('another invoice event of this subscription (not invoice.paid) does not refetch', async () => {
    const { clock, ports, push } = start([withCard]);
    await flush();
    // The relay carries every invoice event; only a payment changes what is due.
    push({ type: 'invoice.created', data: { customer_id: 'cus_1', subscription_id: 'sub_1', currency_id: 'pc_abt' } } as unknown as RealtimeEvent);
    clock.increment(6000);
    expect(ports.billing.overdueInvoices).toHaveBeenCalledTimes(1);
  });

  it('a currency the list does not hold is not paid', async () => {
    const { actor, view, ports } = start([withCard]);
    await flush();
    actor.send({ type: 'user.pay', currencyId: 'pc_unknown' });
    await flush();
    expect(ports.wallet.connect).not.toHaveBeenCalled();
    expect(view().rows.map((row) => row.status)).toEqual(['idle', 'idle']);
  });

  it('while one currency pays, no row offers Pay; a cancelled payment is payable again, a failed one offers Retry', async () => {
    let answer: (outcome: WalletOutcome) => void = () => {};
    const { actor, view, ports } = start([withCard], undefined, () => new Promise<WalletOutcome>((resolve) => (answer = resolve)));
    await flush();
    actor.send({ type: 'user.pay', currencyId: 'pc_abt' });
    await flush();
    expect(view().rows.map((row) => [row.status, row.payable])).toEqual([
      ['paying', false],
      ['idle', false],
    ]);
    answer({ status: 'cancelled' });
    await flush();
    expect(view().rows[0]).toMatchObject({ status: 'idle', payable: true });
    ports.wallet.connect.mockRejectedValueOnce(new Error('wallet gone'));
    actor.send({ type: 'user.pay', currencyId: 'pc_abt' });
    await flush();
    expect(view().rows[0]).toMatchObject({ status: 'error', payable: true });
  });

  it('polls when the socket closes, not while it connects or is open; only invoice.paid events count', async () => {
    const { clock, ports, status, push } = start([withCard]);
    await flush();
    status('connecting');
    status('open');
    push({ type: 'checkout.session.completed', data: { id: 'cs_1' } });
    clock.increment(6000);
    expect(ports.billing.overdueInvoices).toHaveBeenCalledTimes(1);
    status('closed');
    clock.increment(2000);
    expect(ports.billing.overdueInvoices).toHaveBeenCalledTimes(2);
    expect(ports.billing.overdueInvoices).toHaveBeenLastCalledWith({ subscriptionId: 'sub_1' }, expect.any(AbortSignal));
  });

  it('pays a wallet currency through collect-batch and marks it paid', async () => {
    const { actor, view, ports } = start([withCard]);
    await flush();
    expect(view().rows.map((row) => [row.currencyId, row.amount, row.status, row.payable])).toEqual([
      ['pc_abt', '1', 'idle', true],
      [USD_ID, '12.5', 'idle', false],
    ]);
    actor.send({ type: 'user.pay', currencyId: 'pc_abt' });
    expect(view().rows[0]?.status).toBe('paying');
    await flush();
    expect(ports.wallet.connect).toHaveBeenCalledWith(
      {
        action: 'collect-batch',
        title: 'Pay Due Invoices',
        extraParams: { currencyId: 'pc_abt', subscriptionId: 'sub_1' },
      },
      expect.anything(),
    );
    expect(view().rows[0]?.status).toBe('success');
  });

  it('does not pay card currencies here: toast, and a link to the invoice instead', async () => {
    const { actor, view, ports, notices } = start([withCard], { customerId: 'cus_1' });
    await flush();
    actor.send({ type: 'user.pay', currencyId: USD_ID });
    expect(ports.wallet.connect).not.toHaveBeenCalled();
    expect(notices).toEqual([
      {
        tone: 'error',
        key: 'payment.checkout.paymentMethodNotSupported',
        text: 'This payment method is not supported',
      },
    ]);
    expect(view().rows[1]?.invoiceId).toBe('in_card');
  });

  it('marks a declined payment as error and lets the payer retry', async () => {
    const outcomes: WalletOutcome[] = [{ status: 'declined' }, { status: 'approved' }];
    const { actor, view, ports } = start(
      [withCard],
      undefined,
      async () => outcomes.shift() ?? { status: 'approved' },
    );
    await flush();
    actor.send({ type: 'user.pay', currencyId: 'pc_abt' });
    await flush();
    expect(view().rows[0]).toMatchObject({ status: 'error', payable: true });
    actor.send({ type: 'user.pay', currencyId: 'pc_abt' });
    await flush();
    expect(ports.wallet.connect).toHaveBeenCalledTimes(2);
    expect(view().rows[0]?.status).toBe('success');
  });

  it('refetches 1 s after the last invoice.paid (refetchDebounce), at most 5 s after the first (refetchMaxWait)', async () => {
    const { clock, ports, push, notices } = start([withCard]);
    await flush();
    push(paid);
    clock.increment(999);
    expect(ports.billing.overdueInvoices).toHaveBeenCalledTimes(1);
    clock.increment(1);
    expect(ports.billing.overdueInvoices).toHaveBeenCalledTimes(2);
    expect(ports.billing.overdueInvoices).toHaveBeenLastCalledWith({ subscriptionId: 'sub_1' }, expect.any(AbortSignal));
    expect(notices).toEqual([{ tone: 'success', key: 'payment.customer.invoice.paySuccess' }]);
    await flush();
    for (let i = 0; i < 6; i += 1) {
      push(paid);
      clock.increment(800);
    }
    // Events keep coming every 800 ms, so the 1 s quiet never comes: only the 5 s cap fires.
    expect(ports.billing.overdueInvoices).toHaveBeenCalledTimes(2);
    push(paid);
    clock.increment(199);
    expect(ports.billing.overdueInvoices).toHaveBeenCalledTimes(2);
    clock.increment(1);
    expect(ports.billing.overdueInvoices).toHaveBeenCalledTimes(3);
  });

  it('ignores invoice.paid of another subscription', async () => {
    const { clock, ports, push } = start([withCard]);
    await flush();
    push({
      type: 'invoice.paid',
      data: { customer_id: 'cus_1', subscription_id: 'sub_other', currency_id: 'pc_abt' },
    });
    clock.increment(6000);
    expect(ports.billing.overdueInvoices).toHaveBeenCalledTimes(1);
  });

  it('closes (allPaid) when nothing remains, on first load or after a refetch', async () => {
    const empty = start([nothingDue]);
    await flush();
    expect(empty.actor.getSnapshot().status).toBe('done');
    const later = start([withCard, nothingDue]);
    await flush();
    later.push(paid);
    later.clock.increment(1000);
    await flush();
    expect(later.view().status).toBe('allPaid');
  });

  it('polls every 2 s for up to 3 minutes when realtime is unavailable', async () => {
    const { clock, ports, status, view } = start([withCard]);
    await flush();
    status('unavailable');
    clock.increment(1999);
    expect(ports.billing.overdueInvoices).toHaveBeenCalledTimes(1);
    clock.increment(1);
    expect(ports.billing.overdueInvoices).toHaveBeenCalledTimes(2);
    for (let elapsed = 2000; elapsed < 180_000; elapsed += 2000) {
      await flush();
      clock.increment(2000);
    }
    await flush();
    expect(view().stale).toBe(true);
    const calls = ports.billing.overdueInvoices.mock.calls.length;
    clock.increment(10_000);
    expect(ports.billing.overdueInvoices).toHaveBeenCalledTimes(calls);
  });
});
