import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@test/render';
import { Receipt } from './Receipt';

const fact = (label: string) => screen.getByRole('rowheader', { name: label }).parentElement!.querySelector('td')!;

describe('Receipt (the success view is a receipt)', () => {
  it('says what was paid, how much, how, when, the reference and what happens next', () => {
    renderUi(
      <Receipt
        items={[{ name: 'Pro Plan', quantity: 1 }, { name: 'Sticker pack', quantity: 2 }]}
        paid="10 ABT"
        stake="50 ABT"
        method="DID Wallet · ABT"
        date="2026-11-24 17:40"
        reference="INV-0042"
        next="subscription"
      />,
    );
    const receipt = screen.getByRole('region', { name: 'Receipt' });
    expect(within(receipt).getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      'Items',
      'Paid',
      'Stake (refundable deposit)',
      'Paid with',
      'Date',
      'Reference',
    ]);
    expect(fact('Items')).toHaveTextContent('Pro Plan × 1Sticker pack × 2');
    expect(fact('Paid')).toHaveTextContent('10 ABT');
    expect(fact('Stake (refundable deposit)')).toHaveTextContent('50 ABT');
    expect(fact('Paid with')).toHaveTextContent('DID Wallet · ABT');
    expect(fact('Date')).toHaveTextContent('2026-11-24 17:40');
    expect(fact('Reference')).toHaveTextContent('INV-0042');
    expect(screen.getByTestId('receipt-next')).toHaveTextContent(/your subscription has started/);
  });

  it('a promotion code\'s discount reads before what was paid', () => {
    renderUi(<Receipt items={[{ name: 'E-book', quantity: 1 }]} discount="-5 ABT" paid="0 ABT" reference="INV-0043" next="payment" />);
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent).slice(0, 3)).toEqual(['Items', 'Discount', 'Paid']);
    expect(fact('Discount')).toHaveTextContent('-5 ABT');
    expect(fact('Paid')).toHaveTextContent('0 ABT');
  });

  it('leaves out a stake and a date it does not know, and speaks Chinese', () => {
    renderUi(<Receipt items={[{ name: 'E-book', quantity: 1 }]} paid="5 ABT" reference="cs_sbx_one_time" next="payment" />, { locale: 'zh' });
    const receipt = screen.getByRole('region', { name: '收据' });
    expect(within(receipt).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['商品', '已支付', '参考编号']);
    expect(screen.getByTestId('receipt-next')).toHaveTextContent('接下来：您的账单已生成');
  });
});
