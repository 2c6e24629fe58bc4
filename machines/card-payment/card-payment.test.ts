import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup, waitFor, type ActorRefFrom } from 'xstate';
import type { CardResult } from '@machines/ports';
import { cardPaymentMachine } from './card-payment.machine';
import { cardPaymentView } from './card-payment.view';
import { cardPaymentActors } from './card-payment.actors';
import type { CheckoutApi } from '@machines/ports';
import { makeSession } from '@test/fixtures/checkout';

/** The machine with a fake server: `paid` answers the check, or rejects when it is an Error. */
function start(server: { paid: boolean | Error }) {
  const told = { paid: vi.fn(), cancelled: vi.fn() };
  const checks = vi.fn<(args: { input: { sessionId: string } }) => Promise<boolean>>(async () => {
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
    // The check and the re-check both ask about this session.
    expect(checks.mock.calls.map(([{ input }]) => input)).toEqual([{ sessionId: 'cs_1' }, { sessionId: 'cs_1' }]);
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

  it('a Confirm before the card form is ready charges nothing and says so (after the server says not paid)', async () => {
    const { actor, settled, view } = start({ paid: false });
    // A press that races the card element's mount hands over no confirm.
    actor.send({ type: 'card.confirm', confirm: null as unknown as () => Promise<CardResult> });
    await settled();
    expect(view()).toEqual({ busy: false, error: 'The card form is not ready.', check: 'notPaid', checking: false });
  });

  it('asks the server through the checkout port (cardPaymentActors)', async () => {
    const retrieve = vi.fn<CheckoutApi['retrieve']>(async () => ({ checkoutSession: makeSession({ status: 'complete', payment_status: 'paid' }) }));
    const checkout = { retrieve } as Pick<CheckoutApi, 'retrieve'> as CheckoutApi;
    const actor = createActor(cardPaymentMachine.provide({ actors: cardPaymentActors({ checkout }), actions: { tellPaid: () => {} } }), { input: { sessionId: 'cs_1' } }).start();
    actor.send({ type: 'card.confirm', confirm: lost });
    await waitFor(actor, (s) => s.status === 'done');
    expect(retrieve).toHaveBeenCalledWith('cs_1');
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it('a cancelled authentication tells the submission', async () => {
    const { actor, told, settled } = start({ paid: false });
    actor.send({ type: 'card.confirm', confirm: answer({ status: 'cancelled' }) });
    await settled();
    expect(told.cancelled).toHaveBeenCalledTimes(1);
  });
});

describe('card payment inside its submission (the real sendParent actions, not test stand-ins)', () => {
  /** A parent that invokes the card step and records what it is told, with the session id the check got. */
  function withParent(confirm: () => Promise<CardResult>, paid: boolean) {
    const heard: string[] = [];
    const checked: string[] = [];
    const parent = setup({
      actors: {
        card: cardPaymentMachine.provide({
          actors: { checkPaid: fromPromise<boolean, { sessionId: string }>(async ({ input }) => (checked.push(input.sessionId), paid)) },
        }),
      },
    }).createMachine({
      invoke: { id: 'card', src: 'card', input: { sessionId: 'cs_parent' } },
      on: { 'card.succeeded': { actions: () => heard.push('card.succeeded') }, 'card.cancelled': { actions: () => heard.push('card.cancelled') } },
    });
    const actor = createActor(parent).start();
    const card = () => actor.getSnapshot().children['card'] as ActorRefFrom<typeof cardPaymentMachine>;
    card().send({ type: 'card.confirm', confirm });
    return { heard, checked, done: () => waitFor(card(), (s) => s.status === 'done') };
  }

  it('tells the submission card.succeeded once the card is paid', async () => {
    const { heard, done } = withParent(answer({ status: 'succeeded' }), false);
    await done();
    expect(heard).toEqual(['card.succeeded']);
  });

  it('tells the submission card.cancelled when the payer cancels', async () => {
    const { heard, done } = withParent(answer({ status: 'cancelled' }), false);
    await done();
    expect(heard).toEqual(['card.cancelled']);
  });

  it('asks about its own session after a lost answer, and a paid session tells card.succeeded', async () => {
    const { heard, checked, done } = withParent(lost, true);
    await done();
    expect(checked).toEqual(['cs_parent']);
    expect(heard).toEqual(['card.succeeded']);
  });
});
