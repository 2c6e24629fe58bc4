import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Benefit } from '@domain/model';
import { renderUi } from '@test/render';
import { BenefitsPanel } from './BenefitsPanel';
import { BenefitsSummary } from './BenefitsSummary';
import { DonationActions } from './DonationActions';
import { DonationComplete } from './DonationComplete';
import { DonationDisabledNotice } from './DonationDisabledNotice';

const alice: Benefit = { name: 'Alice', address: 'z1alice', percent: '70', avatar: null, url: null, amount: null, type: null };
const bob: Benefit = { name: 'Bob', address: 'z1bob', percent: '30', avatar: null, url: 'https://bob.example', amount: null, type: null };

describe('donation views', () => {
  it('names the one beneficiary, counts several, and opens the panel', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const { rerender } = renderUi(<BenefitsSummary benefits={[alice]} onOpen={onOpen} />);
    expect(screen.getByText('Alice will receive all tips')).toBeInTheDocument();
    rerender(<BenefitsSummary benefits={[alice, bob]} onOpen={onOpen} />);
    expect(screen.getByText('Tips will be distributed to 2 beneficiaries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View beneficiaries' }));
    expect(onOpen).toHaveBeenCalled();
  });

  it('lists the beneficiaries with their share and goes back', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    renderUi(<BenefitsPanel benefits={[alice, { ...bob, percent: null, amount: '2.5' }]} symbol="ABT" onBack={onBack} />);
    expect(screen.getByRole('heading', { name: '2 Beneficiaries' })).toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('beneficiary');
    expect(within(first!).getByText('70%')).toBeInTheDocument();
    expect(within(first!).getByText('z1alice')).toBeInTheDocument();
    expect(within(second!).getByText('2.5 ABT')).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: 'Bob' })).toHaveAttribute('href', 'https://bob.example');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('shows a beneficiary whose page is not a safe http(s) URL as text, never a link', () => {
    const hostile = ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.example'];
    renderUi(<BenefitsPanel benefits={hostile.map((url, i) => ({ ...bob, name: `Eve ${i}`, address: `z1eve${i}`, url }))} symbol="ABT" onBack={() => {}} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    for (const i of hostile.keys()) expect(screen.getByText(`Eve ${i}`)).toBeInTheDocument();
  });

  it('cancels, pays, and ignores clicks while paying', async () => {
    const user = userEvent.setup();
    const onPay = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = renderUi(<DonationActions onCancel={onCancel} onPay={onPay} />);
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onPay).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(<DonationActions onCancel={onCancel} onPay={onPay} paying />);
    await user.click(screen.getByRole('button', { name: 'Processing' }));
    expect(onPay).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('confirms the tip and closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderUi(<DonationComplete payee="Acme" amount="5 ABT" onClose={onClose} />);
    expect(screen.getByRole('heading', { name: 'Thanks for your tip' })).toBeInTheDocument();
    expect(screen.getByText('Your tip to Acme has been received. You gave 5 ABT.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says donations are off, and lets an admin enable them', async () => {
    const user = userEvent.setup();
    const onEnable = vi.fn();
    const { rerender } = renderUi(<DonationDisabledNotice />);
    expect(screen.getByText('Donation feature is not enabled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enable Donation' })).not.toBeInTheDocument();
    rerender(<DonationDisabledNotice canEnable onEnable={onEnable} />);
    await user.click(screen.getByRole('button', { name: 'Enable Donation' }));
    expect(onEnable).toHaveBeenCalled();
    rerender(<DonationDisabledNotice canEnable enabled configureHref="/payment-kit/integrations/donations" onConfigureLater={() => {}} />);
    expect(screen.getByText('Successfully enabled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Configure Now' })).toHaveAttribute('href', '/payment-kit/integrations/donations');
  });
});
