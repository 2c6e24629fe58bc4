// A pending grant cannot be spent yet, so the card counts only the grants that
// can be spent now; a pending grant shows as "+ … pending".
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creditBalances } from '@domain/credit';
import { renderUi } from '@test/render';
import { CreditBalanceCards } from './CreditBalanceCards';

const credit = { id: 'pc_credit', name: 'Credits', symbol: 'CR', decimal: 2, payment_method_id: 'pm_credit', active: true, logo: null };
const grant = (status: 'granted' | 'pending' | 'expired', remaining: string) => ({ status, remaining_amount: remaining, currency_id: 'pc_credit', paymentCurrency: credit });
const render = (grants: ReturnType<typeof grant>[]) =>
  renderUi(<CreditBalanceCards balances={creditBalances(grants)} grantsHref="/customer/credit-grants" transactionsHref="/customer/credit-transactions" />);

describe('CreditBalanceCards', () => {
  it('counts one active grant beside a pending one', () => {
    render([grant('granted', '50000'), grant('pending', '52500'), grant('expired', '100')]);
    expect(screen.getByTestId('credit-balance-available')).toHaveTextContent('500 CR');
    expect(screen.getByTestId('credit-balance-pending')).toHaveTextContent('+ 525 CR pending');
    expect(screen.getByTestId('credit-balance-grants')).toHaveTextContent('1 active grant');
  });

  it('says there is no active grant when every grant is still pending', () => {
    render([grant('pending', '100'), grant('pending', '200')]);
    expect(screen.getByTestId('credit-balance-grants')).toHaveTextContent('No active grants yet');
  });

  it('counts several active grants', () => {
    render([grant('granted', '1'), grant('granted', '2'), grant('pending', '3')]);
    expect(screen.getByTestId('credit-balance-grants')).toHaveTextContent('2 active grants');
  });
});
