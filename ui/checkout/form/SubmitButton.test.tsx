import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@test/render';
import { SubmitButton } from './SubmitButton';

describe('SubmitButton', () => {
  it('labels the action of the mode', () => {
    renderUi(<SubmitButton mode="subscription" loggedIn />);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('type', 'submit');
  });

  it('asks a payer who is not logged in to connect first', () => {
    renderUi(<SubmitButton mode="payment" loggedIn={false} />);
    expect(screen.getByRole('button', { name: 'Connect and Pay' })).toBeEnabled();
  });

  it('needs no login for a donation and uses the link’s own action', () => {
    renderUi(<SubmitButton mode="donation" loggedIn={false} actionText="Tip" />);
    expect(screen.getByRole('button', { name: 'Tip' })).toBeInTheDocument();
  });

  it('shows Processing while busy and ignores presses', () => {
    renderUi(<SubmitButton mode="payment" loggedIn busy />);
    const button = screen.getByRole('button', { name: 'Processing' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-state', 'busy');
  });

  it('explains why it is disabled', () => {
    renderUi(<SubmitButton mode="payment" loggedIn disabledReason="notPayable" />);
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Enter a quantity or amount to continue.');
  });

  it('speaks Chinese', () => {
    renderUi(<SubmitButton mode="payment" loggedIn={false} />, { locale: 'zh' });
    expect(screen.getByRole('button', { name: '连接并支付' })).toBeInTheDocument();
  });
});
