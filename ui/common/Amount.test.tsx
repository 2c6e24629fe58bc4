import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { money } from '@domain/money';
import { renderUi } from '@test/render';
import { Amount, amountText } from './Amount';

const abt = { id: 'pc_abt', decimal: 18, symbol: 'ABT', maximum_precision: 6 };
const usd = { id: 'pc_usd', decimal: 2, symbol: 'USD', maximum_precision: 2 };

describe('Amount', () => {
  it('shows smallest units as tokens with the symbol, trailing zeros trimmed', () => {
    renderUi(<Amount money={money('1000000000000000000', abt)} />);
    expect(screen.getByTestId('amount')).toHaveTextContent(/^1 ABT$/);
    expect(amountText(money('1500000000000000000', abt))).toBe('1.5 ABT');
  });

  it('rounds to the display precision (6 by default) and never goes through a JS number', () => {
    expect(amountText(money('123456789012345678901234567', { id: 'pc_tba', decimal: 18, symbol: 'TBA' }))).toBe('123456789.012346 TBA');
    expect(amountText(money('1250', usd), { grouped: true })).toBe('12.5 USD');
    expect(amountText(money('125000000', usd), { grouped: true, hideSymbol: true })).toBe('1,250,000');
  });
});
