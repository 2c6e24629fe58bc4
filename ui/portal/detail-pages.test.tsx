import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCreditGrant } from '@test/fixtures/billing';
import { renderUi } from '@test/render';
import { CreditGrantDetails } from './CreditGrantDetails';
import { NotYourAccount } from './NotYourAccount';

const credit = { id: 'pc_credit', name: 'Credits', symbol: 'CR', decimal: 2, payment_method_id: 'pm_credit', active: true, logo: null };
const links = { invoice: (id: string) => `/customer/invoice/${id}`, subscription: (id: string) => `/customer/subscription/${id}`, allGrants: '/customer/credit-grants' };

const facts = () => {
  const terms = screen.getAllByRole('term').map((dt) => dt.textContent);
  const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
  return Object.fromEntries(terms.map((term, i) => [term, values[i]]));
};

describe('CreditGrantDetails', () => {
  it('shows the remaining of the granted amount, the usage, validity, scope, type, source and id', () => {
    const grant = makeCreditGrant({
      id: 'cg_7',
      name: 'Launch credits',
      amount: '50000',
      remaining_amount: '12500',
      paymentCurrency: credit,
      effective_at: 1735689600,
      expires_at: null,
      category: 'promotional',
      applicability_config: { scope: { prices: ['price_api', 'price_tokens'] } },
      metadata: { invoice_id: 'in_9', subscription_id: 'sub_3' },
    });
    renderUi(<CreditGrantDetails grant={grant} links={links} transactions={<p>table</p>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Launch credits' })).toBeInTheDocument();
    expect(screen.getByTestId('grant-remaining')).toHaveTextContent('125 CR');
    expect(screen.getByTestId('grant-amount')).toHaveTextContent('125 CR of 500 CR left');
    // 375 of 500 used.
    expect(screen.getByRole('progressbar', { name: '75% used' })).toHaveAttribute('aria-valuenow', '75');
    const shown = facts();
    expect(shown).toMatchObject({ Currency: 'Credits (CR)', Expires: 'Never expires', 'Applies to': 'price_apiprice_tokens', Type: 'Promotional', 'Grant ID': 'cg_7' });
    expect(shown['Effective from']).toMatch(/^2025-01-0[12] \d\d:\d\d$/);
    expect(screen.getByRole('link', { name: 'Invoice in_9' })).toHaveAttribute('href', '/customer/invoice/in_9');
    expect(screen.getByRole('link', { name: 'Subscription sub_3' })).toHaveAttribute('href', '/customer/subscription/sub_3');
    expect(screen.getByRole('link', { name: '← All credit grants' })).toHaveAttribute('href', '/customer/credit-grants');
    // A granted grant needs no explanation.
    expect(screen.queryByTestId('grant-note')).not.toBeInTheDocument();
  });

  it.each([
    ['granted', 'green', null],
    ['pending', 'orange', 'These credits become usable on'],
    ['expired', 'gray', 'This grant expired on'],
    ['depleted', 'gray', 'Every credit of this grant has been used.'],
    ['voided', 'gray', 'This grant was voided'],
  ] as const)('status %s: the spec colour (%s) and its note', (status, color, note) => {
    renderUi(<CreditGrantDetails grant={makeCreditGrant({ status, paymentCurrency: credit, expires_at: 1767225600 })} links={links} transactions={null} />);
    const badge = within(screen.getByTestId('grant-status')).getByText(new RegExp(status, 'i'));
    expect(badge.closest('[data-state]')).toHaveAttribute('data-state', status);
    expect(badge.closest('.mantine-Badge-root')?.getAttribute('style')).toContain(`--mantine-color-${color}`);
    if (note) expect(screen.getByTestId('grant-note')).toHaveTextContent(note);
    else expect(screen.queryByTestId('grant-note')).not.toBeInTheDocument();
  });

  it('says "every price" for a grant without a scope and "granted directly" without a source, in Chinese too', () => {
    renderUi(<CreditGrantDetails grant={makeCreditGrant({ applicability_config: null, metadata: null, paymentCurrency: credit })} links={links} transactions={null} />, { locale: 'zh' });
    expect(facts()).toMatchObject({ 适用范围: '所有以额度支付的价格', 来源: '直接授予' });
  });
});

describe('NotYourAccount (HTTP 403 on a detail page)', () => {
  const account = { fullName: 'Alice Payer', did: 'z1alice', email: 'alice@example.com' };

  it.each([
    ['invoice', 'This invoice belongs to another account'],
    ['subscription', 'This subscription belongs to another account'],
    ['creditGrant', 'This credit grant belongs to another account'],
  ] as const)('%s: names the record, the signed-in account, and offers another login and home, not a retry', async (record, title) => {
    const onSwitchAccount = vi.fn();
    renderUi(<NotYourAccount record={record} account={account} onSwitchAccount={onSwitchAccount} switching={false} homeHref="/customer" />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByTestId('signed-in-account')).toHaveTextContent('Alice Payer');
    expect(screen.getByText('alice@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /retry/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/customer');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Switch account' }));
    expect(onSwitchAccount).toHaveBeenCalledOnce();
  });

  it('speaks Chinese', () => {
    renderUi(<NotYourAccount record="invoice" account={account} onSwitchAccount={() => {}} switching={false} homeHref="/customer" />, { locale: 'zh' });
    expect(screen.getByRole('heading', { level: 1, name: '该账单属于其他账户' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '切换账户' })).toBeInTheDocument();
  });
});
