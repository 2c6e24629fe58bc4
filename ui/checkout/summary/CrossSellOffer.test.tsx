import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makePrice, makeProduct, makeCurrency, ONE_ABT } from '@test/fixtures/checkout';
import { renderUi } from '@test/render';
import { CrossSellOffer } from './CrossSellOffer';
import { RemoveCrossSellButton } from './RemoveCrossSellButton';
import { readFileSync } from 'node:fs';

const price = makePrice({ id: 'price_addon', unit_amount: ONE_ABT, product: makeProduct({ name: 'Extra seat' }) });
const currency = makeCurrency();

describe('CrossSellOffer', () => {
  it('offers the item with Add to order and a Required badge', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderUi(<CrossSellOffer price={price} currency={currency} required onAdd={onAdd} />);
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(screen.getByText('1 ABT')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Add to order/ }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('only offers: removing an added item is the single Remove on its line', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    renderUi(<CrossSellOffer price={price} currency={currency} onAdd={() => {}} />);
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    renderUi(<RemoveCrossSellButton name="Extra seat" onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: 'Remove from order: Extra seat' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('shakes while the shake prop is on and says why', () => {
    const props = { price, currency, required: true, onAdd: () => {} };
    const { rerender } = renderUi(<CrossSellOffer {...props} shake />);
    const offer = screen.getByTestId('cross-sell-offer');
    expect(offer).toHaveAttribute('data-shake');
    expect(offer).toHaveAttribute('data-state', 'shake');
    expect(screen.getByRole('status')).toHaveTextContent('This item is required. Add it to your order to continue.');
    rerender(<CrossSellOffer {...props} shake={false} />);
    expect(offer).not.toHaveAttribute('data-shake');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('animates for 1 s and respects reduced motion', () => {
    const css = readFileSync('ui/checkout/summary/CrossSellOffer.module.css', 'utf8');
    expect(css).toMatch(/animation: checkout-shake 1s/);
    expect(css).toMatch(/prefers-reduced-motion: reduce\)[^}]*animation: none/);
  });
});
