// After a trial is cancelled its stake is returned, not shown as still staked (docs/portal.md):
// the subscription says so, the tokens are back in the payer's wallet, and the return is a
// stake_return refund of the stake.
import { describe, expect, it } from 'vitest';
import { listRefunds } from '../../api/billing-tables';
import { cancelSubscription, getSubscription } from '../../api/subscriptions';
import { CURRENCY } from '../catalog/currencies';
import { DID } from '../catalog/identities';
import { useSandbox } from '../testing/harness';
import { stakeReturnIdOf } from './stake-return';

const TEN_ABT = '10000000000000000000';

describe('a stake goes back when the subscription ends', () => {
  const { http, sandbox, as } = useSandbox();
  const balance = () => BigInt(sandbox.controls.data().wallets[DID.customer]?.balances[CURRENCY.abt] ?? '0');

  it('a trial cancelled at once returns its 10 ABT stake: marked returned, refunded as a stake return, back in the wallet', async () => {
    as('customer');
    expect((await getSubscription(http, 'sub_sbx_trialing')).stake).toMatchObject({ amount: TEN_ABT, revoked: false });
    const before = balance();
    const canceled = await cancelSubscription(http, 'sub_sbx_trialing', { feedback: 'unused' });
    expect(canceled).toMatchObject({ status: 'canceled', stake: { amount: TEN_ABT, returned: true } });
    expect((await getSubscription(http, 'sub_sbx_trialing')).stake?.returned).toBe(true);
    expect(balance() - before).toBe(BigInt(TEN_ABT));
    const refund = sandbox.controls.data().refunds?.[stakeReturnIdOf('sub_sbx_trialing')];
    expect(refund).toMatchObject({ type: 'stake_return', amount: TEN_ABT, currency_id: CURRENCY.abt, status: 'succeeded', subscription_id: 'sub_sbx_trialing', invoice_id: 'in_sbx_trialing_stake' });
    const { list } = await listRefunds(http, { pageSize: 100 });
    expect(list.filter((r) => r.subscription_id === 'sub_sbx_trialing').map((r) => r.type)).toEqual(['stake_return']);
  });

  it('a cancellation at the period end keeps the stake until then', async () => {
    as('customer');
    const before = balance();
    const scheduled = await cancelSubscription(http, 'sub_sbx_active', { feedback: 'too_expensive' });
    expect(scheduled.stake).toMatchObject({ revoked: false });
    expect(scheduled.stake?.returned ?? false).toBe(false);
    expect(balance()).toBe(before);
  });
});
