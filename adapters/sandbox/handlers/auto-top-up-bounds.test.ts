// The sandbox refuses what the auto top-up form refuses (one domain rule), so a
// threshold of 1e309 or 99999999999999999999999 is never stored, and daily limits arrive only as
// the form's choices.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../testing/harness';

const base = { currency_id: 'pc_credit', enabled: true, threshold: '100', price_id: 'price_credit_pack', quantity: 1, recharge_currency_id: 'pc_usd' };

describe('POST /api/auto-recharge-configs/submit: bounds of the domain rule', () => {
  const { sandbox, as } = useSandbox();
  const submit = async (body: Record<string, unknown>) => {
    const response = await fetch(`${sandbox.apiBase}/api/auto-recharge-configs/submit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as { details?: { path: string; message: string }[]; config?: { threshold: string; daily_limits: unknown } } };
  };
  const stored = () => Object.values(sandbox.controls.data().autoTopUps).filter((c) => c.customer_id === 'cus_sandboxcusto');

  it.each([
    ['1e309', 'Use digits and at most one decimal point, e.g. 1000.5'],
    ['99999999999999999999999', 'Enter at most 1,000,000,000'],
    ['-1', 'Threshold must be greater than 0'],
    ['1.005', 'Amount decimal places must be less than or equal to 2'],
  ])('threshold %s → 400 (%s), nothing stored', async (threshold, message) => {
    as('customer');
    const before = JSON.stringify(stored());
    const answer = await submit({ ...base, threshold });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([{ path: 'threshold', message }]);
    expect(JSON.stringify(stored())).toBe(before);
  });

  it('a JSON number too large for a double (1e309 → Infinity) is refused too', async () => {
    as('customer');
    const response = await fetch(`${sandbox.apiBase}/api/auto-recharge-configs/submit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"currency_id":"pc_credit","enabled":true,"threshold":1e309,"price_id":"price_credit_pack","quantity":1,"recharge_currency_id":"pc_usd"}` });
    expect(response.status).toBe(400);
  });

  it('daily limits are bounded; 0 on the wire stays "unlimited"', async () => {
    as('customer');
    expect((await submit({ ...base, daily_limits: { max_amount: '1e309', max_attempts: 0 } })).body.details).toEqual([{ path: 'daily_limits.max_amount', message: 'Use digits and at most one decimal point, e.g. 1000.5' }]);
    expect((await submit({ ...base, daily_limits: { max_amount: '0', max_attempts: 5000 } })).body.details).toEqual([{ path: 'daily_limits.max_attempts', message: 'Enter a whole number of purchases from 1 to 1000, or leave it empty' }]);
    const ok = await submit({ ...base, threshold: '50.5', daily_limits: { max_amount: '0', max_attempts: 0 } });
    expect(ok.status).toBe(200);
    expect(ok.body.config).toMatchObject({ threshold: '50.5', daily_limits: { max_amount: '0', max_attempts: 0 } });
    const capped = await submit({ ...base, daily_limits: { max_amount: '30', max_attempts: 3 } });
    expect(capped.body.config).toMatchObject({ daily_limits: { max_amount: '30', max_attempts: 3 } });
  });

  it('switching off is always possible, whatever the rest holds', async () => {
    as('customer');
    expect((await submit({ ...base, enabled: false, threshold: '1e309' })).status).toBe(200);
  });
});
