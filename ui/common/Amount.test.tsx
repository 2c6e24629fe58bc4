import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@test/render';
import { Amount, amountText } from './Amount';

const abt = { decimal: 18, symbol: 'ABT', maximum_precision: 6 };

describe('Amount', () => {
  it('shows smallest units as tokens with the symbol, trailing zeros trimmed', () => {
    renderUi(<Amount value="1000000000000000000" currency={abt} />);
    expect(screen.getByTestId('amount')).toHaveTextContent(/^1 ABT$/);
    expect(amountText('1500000000000000000', abt)).toBe('1.5 ABT');
  });

  it('rounds to the display precision (6 by default) and never goes through a JS number', () => {
    expect(amountText('123456789012345678901234567', { decimal: 18, symbol: 'TBA' })).toBe('123456789.012346 TBA');
    expect(amountText('1250', { decimal: 2, symbol: 'USD', maximum_precision: 2 }, { grouped: true })).toBe('12.5 USD');
    expect(amountText('125000000', { decimal: 2, symbol: 'USD' }, { grouped: true, hideSymbol: true })).toBe('1,250,000');
  });
});
