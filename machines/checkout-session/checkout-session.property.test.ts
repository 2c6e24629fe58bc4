// The latest intent wins, as a model-based property: for ANY interleaving of typing (amount and
// quantity), server latency (answers arrive whenever the generated commands say), refusals and
// presses of Pay, whatever is submitted is what the payer sees at that moment, and once every
// answer is in, Pay is possible again with the latest amount. The back end is a fake whose
// answers wait until a command releases them, so "300 ms latency while typing 20⌫⌫1" is one of
// the generated interleavings (see the last test, the exact repro).
//
// Mutation check: the second property runs the same commands on the machine with the old
// behaviour put back (a change typed while another is on its way is dropped: queueChange is a
// no-op) and expects fast-check to find a counterexample. If the fix is reverted, the first
// property fails; if the test stops being able to see the bug, the second one fails.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, SimulatedClock, type AnyStateMachine } from 'xstate';
import type { CheckoutSession, Price, RetrieveCheckoutResponse } from '@domain/model';
import { makeLineItem, makePrice, makeSession } from '@test/fixtures/checkout';
import { checkoutSessionMachine } from './checkout-session.machine';
import { checkoutSessionView } from './checkout-session.view';
import type { LineItemChange } from './line-item-change';

const TIP = 'price_tip';
const ITEM = 'li_poster';
const initial = makeSession({
  id: 'cs_prop',
  line_items: [
    makeLineItem({ price: makePrice({ id: TIP }), custom_amount: '5' }),
    makeLineItem({ id: ITEM, price: makePrice({ id: 'price_poster' }), quantity: 1 }),
  ],
});

/** A back end that answers only when told to, one request at a time, in order. */
class SlowServer {
  session: CheckoutSession = initial;
  private waiting: Array<{ change: LineItemChange; resolve: (s: CheckoutSession) => void; reject: (e: unknown) => void }> = [];
  requests = 0;

  apply = (change: LineItemChange) =>
    new Promise<CheckoutSession>((resolve, reject) => {
      this.requests += 1;
      this.waiting.push({ change, resolve, reject });
    });

  get busy() {
    return this.waiting.length > 0;
  }

  /** Answers the oldest request: applies it, or refuses it (the session stays as it was). */
  answer(ok: boolean) {
    const next = this.waiting.shift();
    if (!next) return;
    if (!ok) {
      next.reject(Object.assign(new Error('Exceed purchase limit'), { kind: 'http', code: 'RULES' }));
      return;
    }
    const { change } = next;
    this.session = {
      ...this.session,
      line_items: this.session.line_items.map((item) => {
        if (change.kind === 'amount' && item.price_id === change.priceId) return { ...item, custom_amount: change.amount };
        if (change.kind === 'quantity' && item.id === change.itemId) return { ...item, quantity: change.quantity };
        return item;
      }),
    };
    next.resolve(this.session);
  }
}

/** What the payer sees: the amount field and the quantity box (null: the field is invalid or empty). */
interface Shown {
  amount: string | null;
  quantity: number | null;
}

interface Real {
  server: SlowServer;
  actor: ReturnType<typeof startMachine>;
  shown: Shown;
  submitted: number;
}

/** Lets promise answers reach the actor (a few microtasks; no timers, so 1,000 runs stay fast). */
async function settle() {
  for (let tick = 0; tick < 8; tick += 1) await Promise.resolve();
}

/** The run's server (runs are sequential); the fakes are provided once per machine, not per run. */
let server = new SlowServer();
const withFakes = (machine: AnyStateMachine) =>
  machine.provide({
    actors: {
      loadSession: fromPromise<RetrieveCheckoutResponse, { id: string }>(async () => ({ checkoutSession: initial })),
      fetchCrossSell: fromPromise<Price | null, { sessionId: string }>(async () => null),
      applyLineItemChange: fromPromise<CheckoutSession, { sessionId: string; change: LineItemChange }>(({ input }) =>
        server.apply(input.change),
      ),
    },
    actions: { notify: () => {} },
  });

function startMachine(machine: AnyStateMachine, runServer: SlowServer) {
  server = runServer;
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: { id: initial.id, now: () => Date.UTC(2026, 0, 1) } });
  actor.start();
  return Object.assign(actor, { clock });
}

/** Pay is enabled: the fields are valid and the session machine is neither busy nor refused. */
function payEnabled(real: Real): boolean {
  const view = checkoutSessionView(real.actor.getSnapshot() as never);
  return view.screen === 'ready' && view.inSync && real.shown.amount !== null && real.shown.quantity !== null;
}

function sessionOf(real: Real) {
  const session = checkoutSessionView(real.actor.getSnapshot() as never).session!;
  return {
    amount: session.line_items.find((item) => item.price_id === TIP)!.custom_amount,
    quantity: session.line_items.find((item) => item.id === ITEM)!.quantity,
  };
}

type Command = fc.AsyncCommand<Shown, Real>;

class TypeAmount implements Command {
  constructor(readonly amount: string | null) {}
  check = () => true;
  async run(model: Shown, real: Real) {
    model.amount = this.amount;
    real.shown.amount = this.amount;
    // The route sends only a payable amount (an invalid field disables Pay instead).
    if (this.amount !== null) real.actor.send({ type: 'user.setAmount', priceId: TIP, amount: this.amount });
    await settle();
  }
  toString = () => `type amount ${this.amount ?? '(invalid)'}`;
}

class TypeQuantity implements Command {
  constructor(readonly quantity: number | null) {}
  check = () => true;
  async run(model: Shown, real: Real) {
    model.quantity = this.quantity;
    real.shown.quantity = this.quantity;
    if (this.quantity !== null) real.actor.send({ type: 'user.changeQuantity', itemId: ITEM, quantity: this.quantity });
    await settle();
  }
  toString = () => `type quantity ${this.quantity ?? '(invalid)'}`;
}

class Answer implements Command {
  constructor(readonly ok: boolean) {}
  check = () => true;
  async run(_: Shown, real: Real) {
    real.server.answer(this.ok);
    await settle();
  }
  toString = () => (this.ok ? 'server answers' : 'server refuses');
}

class Submit implements Command {
  check = () => true;
  async run(model: Shown, real: Real) {
    if (!payEnabled(real)) return;
    real.submitted += 1;
    // The property: what would be charged is what the payer sees.
    expect(sessionOf(real)).toEqual({ amount: model.amount, quantity: model.quantity });
  }
  toString = () => 'press Pay';
}

const amounts = fc.constantFrom('1', '2', '20', '4', '45', '12', '127', '1275');
const commands = fc.commands(
  [
    fc.option(amounts, { freq: 6 }).map((amount) => new TypeAmount(amount)),
    fc.option(fc.integer({ min: 1, max: 4 }), { freq: 6 }).map((quantity) => new TypeQuantity(quantity)),
    fc.constant(new Answer(true)),
    fc.constant(new Answer(true)),
    fc.constant(new Answer(false)),
    fc.constant(new Submit()),
  ],
  { maxCommands: 25 },
);

async function runScenario(machine: AnyStateMachine, cmds: Iterable<Command>) {
  const server = new SlowServer();
  const actor = startMachine(machine, server);
  await settle();
  actor.clock.increment(500);
  await settle();
  const shown: Shown = { amount: '5', quantity: 1 };
  const real: Real = { server, actor, shown: { ...shown }, submitted: 0 };
  await fc.asyncModelRun(() => ({ model: shown, real }), cmds);
  // Liveness: when every answer is in and nothing was refused, Pay works with what is shown.
  while (server.busy) {
    server.answer(true);
    await settle();
  }
  const view = checkoutSessionView(actor.getSnapshot() as never);
  if (shown.amount !== null && shown.quantity !== null && Object.keys(view.refused.amount).length === 0 && Object.keys(view.refused.quantity).length === 0) {
    expect(payEnabled(real)).toBe(true);
    expect(sessionOf(real)).toEqual({ amount: shown.amount, quantity: shown.quantity });
  }
  actor.stop();
  return real;
}

/** The old machine: a change typed while one is on its way is dropped. */
const fixed = withFakes(checkoutSessionMachine);
const dropWhileBusy = withFakes(checkoutSessionMachine.provide({ actions: { queueChange: assign({}) } }));

describe('checkout session: the amount charged is the amount shown (model-based)', () => {
  it('holds for 1,000 generated interleavings of typing, latency, refusals and Pay', async () => {
    let submits = 0;
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        submits += (await runScenario(fixed, cmds)).submitted;
      }),
      { numRuns: 1000 },
    );
    // Not vacuous: Pay was enabled and pressed many times.
    expect(submits).toBeGreaterThan(300);
  }, 60_000);

  it('finds the bug when the drop-while-busy behaviour is put back', async () => {
    const result = await fc.check(
      fc.asyncProperty(commands, async (cmds) => {
        await runScenario(dropWhileBusy, cmds);
      }),
      { numRuns: 1000 },
    );
    expect(result.failed).toBe(true);
  }, 60_000);

  it('the exact repro: 20, then ⌫⌫1 while the answer for 20 is on its way, then Tip → 1', async () => {
    const typed = [new TypeAmount('2'), new TypeAmount('20'), new TypeAmount('2'), new TypeAmount(null), new TypeAmount('1')];
    const server = new SlowServer();
    const actor = startMachine(fixed, server);
    await settle();
    actor.clock.increment(500);
    await settle();
    const real: Real = { server, actor, shown: { amount: '5', quantity: 1 }, submitted: 0 };
    const model: Shown = { amount: '5', quantity: 1 };
    for (const command of typed) await command.run(model, real);
    expect(payEnabled(real)).toBe(false); // busy while the answers are on their way
    while (server.busy) {
      server.answer(true);
      await settle();
    }
    expect(payEnabled(real)).toBe(true);
    expect(sessionOf(real).amount).toBe('1');
    // 2 on its way, then the latest (1): the intermediate 20 and 2 were replaced in the queue.
    expect(server.requests).toBe(2);
  });
});
