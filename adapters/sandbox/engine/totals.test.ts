// engine/totals.ts is the sandbox server's own arithmetic, kept apart from domain/pricing on
// purpose (see the top of totals.ts): this test is where the two meet. On every seeded checkout
// session, in every currency all its prices offer, the server's amount due
// now (trial as the server decides it) equals the client's (domain/pricing getCheckoutAmount). Neither side imports the other, so a
// slip in either shows here instead of being agreed on by both.
import { describe, expect, it } from 'vitest';
import { getCheckoutAmount, countCustomUnitAmounts } from '@domain/pricing';
import { seedData } from '../seed';
import { amountDueNow, effectivePrice, supportsCurrency, trialApplies } from './totals';

const NOW = 1_800_000_000;
const data = seedData(NOW * 1000);
const sessions = Object.values(data.sessions).filter((s) => countCustomUnitAmounts(s.line_items) <= 1);

const currenciesOf = (session: (typeof sessions)[number]) => {
  const ids = new Set<string>([session.currency_id]);
  for (const item of session.line_items) {
    const price = effectivePrice(item);
    ids.add(price.currency_id);
    for (const option of price.currency_options ?? []) ids.add(option.currency_id);
  }
  return [...ids].filter((id) => session.line_items.every((item) => supportsCurrency(effectivePrice(item), id)));
};

describe('the sandbox totals against domain/pricing', () => {
  it('covers the seeded sessions (so an empty loop cannot pass)', () => {
    expect(sessions.length).toBeGreaterThan(20);
  });

  it.each(sessions.map((s) => [s.id, s] as const))('%s: amount due now agrees in every currency', (_id, session) => {
    for (const currencyId of currenciesOf(session)) {
      const trialing = trialApplies(session, currencyId, NOW);
      const client = getCheckoutAmount(session.line_items, currencyId, trialing).total;
      expect({ currencyId, trialing, amount: amountDueNow(session, currencyId, NOW) }).toEqual({ currencyId, trialing, amount: client });
    }
  });
});
