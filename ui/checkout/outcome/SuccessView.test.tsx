import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeInvoice } from '@test/fixtures/billing';
import { renderUi } from '@test/render';
import { CheckoutErrorScreen } from './CheckoutErrorScreen';
import { CheckoutSkeleton } from './CheckoutSkeleton';
import { CompletedInvoiceView } from './CompletedInvoiceView';
import { SuccessView } from './SuccessView';

describe('SuccessView', () => {
  it('thanks per mode and leads to the subscription when there is one', () => {
    renderUi(<SuccessView mode="subscription" payee="Acme" subscriptions={[{ id: 'sub_1', name: 'Pro plan', href: '/customer/subscription/sub_1' }]} invoiceHref="/customer/invoice/in_1" />);
    expect(screen.getByRole('heading', { name: 'Thanks for subscribing' })).toBeInTheDocument();
    expect(screen.getByText(/A payment to Acme has been completed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View subscription' })).toHaveAttribute('href', '/customer/subscription/sub_1');
    expect(screen.queryByRole('link', { name: 'View invoice' })).not.toBeInTheDocument();
  });

  it('lists several subscriptions with a View each', () => {
    renderUi(
      <SuccessView
        mode="subscription"
        payee="Acme"
        subscriptions={[
          { id: 'sub_1', name: 'Pro plan', href: '/customer/subscription/sub_1' },
          { id: 'sub_2', name: 'Storage add-on', href: '/customer/subscription/sub_2' },
        ]}
      />,
    );
    const list = screen.getByRole('region', { name: 'Your subscriptions' });
    expect(within(list).getAllByRole('link', { name: /^View / })).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'View Storage add-on' })).toHaveAttribute('href', '/customer/subscription/sub_2');
  });

  it('leads to the invoice after a one-time payment, and shows the custom message instead of the thanks', () => {
    renderUi(<SuccessView mode="payment" payee="Acme" customMessage="See you at the launch!" invoiceHref="/customer/invoice/in_1" />);
    expect(screen.getByRole('heading', { name: 'See you at the launch!' })).toBeInTheDocument();
    expect(screen.queryByText('Thanks for your purchase')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View invoice' })).toHaveAttribute('href', '/customer/invoice/in_1');
  });

  it('leads back to the app that was bought first, with the invoice beside it', () => {
    renderUi(<SuccessView mode="payment" payee="Acme" invoiceHref="/customer/invoice/in_1" back={{ href: '/store/blocklets/z2qa', name: 'Silver Vault' }} />);
    const back = screen.getByRole('link', { name: 'Back to Silver Vault' });
    expect(back).toHaveAttribute('href', '/store/blocklets/z2qa');
    expect(screen.getByRole('link', { name: 'View invoice' })).toHaveAttribute('href', '/customer/invoice/in_1');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Back to Silver Vault', 'View invoice']);
  });

  it('thanks for a tip in Chinese', () => {
    renderUi(<SuccessView mode="donation" payee="Acme" invoiceHref="/customer/invoice/in_1" />, { locale: 'zh' });
    expect(screen.getByRole('heading', { name: '感谢您的打赏' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看账单' })).toBeInTheDocument();
  });
});

describe('other outcomes', () => {
  it('shows Oops with the error text, Retry and Back', () => {
    renderUi(<CheckoutErrorScreen error={new Error('Session not found')} onRetry={() => {}} backHref="/" />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Oops' })).toBeInTheDocument();
    expect(within(alert).getByText('Session not found')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it('marks the skeleton busy with a name', () => {
    renderUi(<CheckoutSkeleton />);
    expect(screen.getByRole('status', { name: 'Loading checkout…' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the completed invoice with number, status, amount and lines', () => {
    renderUi(
      <CompletedInvoiceView
        invoice={makeInvoice({ number: 'INV-0042', created_at: 1736935200 })}
        lines={[{ id: 'li_1', description: 'Pro plan', quantity: 1, amount: '1000000000000000000' }]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Invoice INV-0042' })).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-amount')).toHaveTextContent('1 ABT');
    expect(within(screen.getByRole('table', { name: 'Items' })).getByText('Pro plan')).toBeInTheDocument();
  });
});
