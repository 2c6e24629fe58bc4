import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CardResult } from '@machines/ports';
import { cardPaymentMachine } from './card-payment.machine';
import { cardPaymentView } from './card-payment.view';

/** The machine with a fake server: `paid` answers the check, or rejects when it is an Error. */
function start(server: { paid: boolean | Error }) {
  const told = { paid: vi.fn(), cancelled: vi.fn() };
  const checks = vi.fn(async () => {
    if (server.paid instanceof Error) throw server.paid;
    return server.paid;
  });
  const actor = createActor(
    cardPaymentMachine.provide({
      actors: { checkPaid: fromPromise(checks) },
      actions: { tellPaid: told.paid, tellCancelled: told.cancelled },
    }),
    { input: { sessionId: 'cs_1' } },
  ).start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, told, checks, settled, view: () => cardPaymentView(actor.getSnapshot()) };
}

const lost = () => Promise.reject(Object.assign(new Error('Network error: Failed to fetch'), { kind: 'network' }));
const answer = (result: CardResult) => () => Promise.resolve(result);

describe('card payment (every failure ends somewhere, a retry never pays twice)', () => {
  it('a confirmation that succeeds tells the submission', async () => {
    const { actor, told, checks, settled } = start({ paid: false });
    actor.send({ type: 'card.confirm', confirm: answer({ status: 'succeeded' }) });
    await settled();
    expect(actor.getSnapshot().value).toBe('paid');
    expect(told.paid).toHaveBeenCalledTimes(1);
    expect(checks).not.toHaveBeenCalled();
  });

  it('a refusal keeps the form with the provider message, no server check needed', async () => {
    const { actor, checks, settled, view } = start({ paid: false });
    actor.send({ type: 'card.confirm', confirm: answer({ status: 'failed', message: 'Your card was declined.' }) });
    await settled();
    expect(view()).toEqual({ busy: false, error: 'Your card was declined.', check: null, checking: false });
    expect(checks).not.toHaveBeenCalled();
  });

  it('the answer lost after the server charged: the check finds it paid, no second confirm', async () => {
    const { actor, told, checks, settled } = start({ paid: true });
    const confirm = vi.fn(lost);
    actor.send({ type: 'card.confirm', confirm });
    await settled();
    expect(actor.getSnapshot().value).toBe('paid');
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(checks).toHaveBeenCalledTimes(1);
    expect(told.paid).toHaveBeenCalledTimes(1);
  });

  it('a failed confirmation the server did not commit: message, form kept, "not charged", and a retry pays', async () => {
    const { actor, told, settled, view } = start({ paid: false });
    actor.send({ type: 'card.confirm', confirm: lost });
    expect(view().busy).toBe(true);
    await settled();
    expect(view()).toEqual({ busy: false, error: 'Network error: Failed to fetch', check: 'notPaid', checking: false });
    actor.send({ type: 'card.confirm', confirm: answer({ status: 'succeeded' }) });
    await settled();
    expect(told.paid).toHaveBeenCalledTimes(1);
  });

  it('when even the check fails, the next Confirm asks the server first and does not charge a paid session again', async () => {
    const server: { paid: boolean | Error } = { paid: new Error('Network error') };
    const { actor, told, checks, settled, view } = start(server);
    actor.send({ type: 'card.confirm', confirm: lost });
    await settled();
    expect(view().check).toBe('unknown');
    server.paid = true;
    const retry = vi.fn(answer({ status: 'succeeded' }));
    actor.send({ type: 'card.confirm', confirm: retry });
    expect(view().checking).toBe(true);
    await settled();
    expect(retry).not.toHaveBeenCalled();
    expect(checks).toHaveBeenCalledTimes(2);
    expect(told.paid).toHaveBeenCalledTimes(1);
  });

  it('unknown, then the re-check says not paid: it confirms; a failed re-check keeps the form', async () => {
    const server: { paid: boolean | Error } = { paid: new Error('Network error') };
    const { actor, told, settled, view } = start(server);
    actor.send({ type: 'card.confirm', confirm: lost });
    await settled();
    actor.send({ type: 'card.confirm', confirm: answer({ status: 'succeeded' }) });
    await settled();
    expect(view()).toMatchObject({ error: 'Network error', check: 'unknown' });
    server.paid = false;
    const retry = vi.fn(answer({ status: 'succeeded' }));
    actor.send({ type: 'card.confirm', confirm: retry });
    await settled();
    expect(retry).toHaveBeenCalledTimes(1);
    expect(told.paid).toHaveBeenCalledTimes(1);
  });

  it('a cancelled authentication tells the submission', async () => {
    const { actor, told, settled } = start({ paid: false });
    actor.send({ type: 'card.confirm', confirm: answer({ status: 'cancelled' }) });
    await settled();
    expect(told.cancelled).toHaveBeenCalledTimes(1);
  });
});
