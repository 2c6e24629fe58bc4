import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@test/render';
import { ChangePlanDialog, type ChangePlanDialogProps } from './ChangePlanDialog';

const plans = [
  { id: 'price_weekly', name: 'Pro Plan', price: '5 TBA per week', saving: null },
  { id: 'price_quarterly', name: 'Pro Plan', price: '25 TBA every 3 months', saving: '17' },
];
const preview = {
  credit: '6.666644 TBA',
  amountDue: '7.619021 TBA',
  requiresPayment: true,
  startingOn: 'From 2026-12-18 you pay 5 TBA per week',
  validity: 'This amount holds for 5 minutes; after that it is calculated again before you pay.',
};

const props = (overrides: Partial<ChangePlanDialogProps> = {}): ChangePlanDialogProps => ({
  step: 'confirming',
  currentPlan: '10 TBA per month',
  plans,
  selectedId: 'price_weekly',
  preview,
  notice: null,
  quoteMinutes: 5,
  error: null,
  onChoose: vi.fn(),
  onConfirm: vi.fn(),
  onClose: vi.fn(),
  ...overrides,
});

describe('ChangePlanDialog', () => {
  it('shows each plan’s price once (the choose button says Choose / Chosen, its name keeps the plan and price)', () => {
    renderUi(<ChangePlanDialog {...props()} />);
    for (const item of screen.getAllByRole('listitem')) {
      const price = within(item).getByTestId('plan-price').textContent!;
      expect(item.textContent!.split(price)).toHaveLength(2);
    }
    expect(screen.getByRole('button', { name: 'Pro Plan: 5 TBA per week' })).toHaveTextContent('Chosen');
    expect(screen.getByRole('button', { name: 'Pro Plan: 25 TBA every 3 months' })).toHaveTextContent('Choose');
  });

  it('the preview says what is due, what the new plan costs from when, how long the amount holds, and the button the same amount', () => {
    renderUi(<ChangePlanDialog {...props()} />);
    expect(screen.getByTestId('plan-amount-due')).toHaveTextContent('7.619021 TBA');
    expect(screen.getByTestId('plan-starting')).toHaveTextContent('From 2026-12-18 you pay 5 TBA per week');
    expect(screen.getByTestId('plan-quote-validity')).toHaveTextContent('holds for 5 minutes');
    expect(screen.getByRole('button', { name: 'Pay 7.619021 TBA and change plan' })).toBeInTheDocument();
  });

  it('a quote made again says why, with the limit', () => {
    renderUi(<ChangePlanDialog {...props({ notice: 'quoteExpired' })} />);
    expect(screen.getByTestId('plan-quote-notice')).toHaveTextContent('The amount was calculated again because the previous one was more than 5 minutes old.');
  });

  it('while the wallet is asked the old plan is still the current one; a declined payment says nothing changed', () => {
    const { unmount } = renderUi(<ChangePlanDialog {...props({ step: 'paying' })} />);
    expect(screen.getByTestId('plan-current')).toHaveTextContent('Current plan: 10 TBA per month');
    expect(screen.getByText('Approve the payment in your wallet…')).toBeInTheDocument();
    unmount();
    renderUi(<ChangePlanDialog {...props({ step: 'failed', notice: 'declined' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to upgrade your subscriptionThe payment was declined. Your plan has not changed and nothing was charged.');
    expect(screen.queryByTestId('plan-current')).toBeNull();
  });
});
