// The subscription page's facts: the next invoice is never a date in the past (a
// past-due subscription whose period ran out renews at its next cycle), and a stake returned when
// the subscription ended reads "returned", not "staked".
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@domain/display/format-date';
import type { Subscription } from '@domain/model';
import { makeSubscription } from '@test/fixtures/billing';
import { renderUi } from '@test/render';
import { SubscriptionDetails } from './SubscriptionDetails';

const DAY = 86_400;
const NOW = 1_800_000_000;
const render = (subscription: Subscription, phase: 'active' | 'pastDue' | 'canceled') =>
  renderUi(<SubscriptionDetails subscription={subscription} phase={phase} actions={[]} busy={false} now={NOW} pastDueHref="/customer/invoice/past-due" onAction={() => {}} />);
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const day = (seconds: number) => formatDate(seconds, 'YYYY-MM-DD', 'en');

describe('SubscriptionDetails', () => {
  it('past due with its period run out: the next invoice is the next cycle, never a past date', () => {
    render(makeSubscription({ status: 'past_due', current_period_start: NOW - 40 * DAY, current_period_end: NOW - 10 * DAY }), 'pastDue');
    expect(fact('Next invoice')).toContain(`on ${day(NOW + 20 * DAY)}`);
    expect(fact('Next invoice')).not.toContain(day(NOW - 10 * DAY));
  });

  it('an active subscription is invoiced at the end of its period', () => {
    render(makeSubscription({ current_period_end: NOW + 5 * DAY }), 'active');
    expect(fact('Next invoice')).toContain(`on ${day(NOW + 5 * DAY)}`);
  });

  it('a stake given back when the subscription ended reads returned; a held one staked', () => {
    const stake = { amount: '10000000000000000000', currency_id: 'pc_abt', revoked: false };
    const { unmount } = render(makeSubscription({ stake }), 'active');
    expect(screen.getByTestId('subscription-stake')).toHaveTextContent(/^10 ABT staked$/);
    unmount();
    render(makeSubscription({ status: 'canceled', canceled_at: NOW, stake: { ...stake, returned: true } }), 'canceled');
    expect(screen.getByTestId('subscription-stake')).toHaveTextContent(/^10 ABT returned$/);
    expect(fact('Next invoice')).toBe('-');
  });
});
