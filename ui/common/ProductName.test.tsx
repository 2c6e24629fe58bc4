import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductName } from './ProductName';

describe('ProductName (no word breaks inside a product name)', () => {
  it('keeps each word with an inner break opportunity together, as a block that may shrink to the line', () => {
    const { container } = render(
      <p data-testid="name">
        <ProductName name="Payment Patterns (e-book) CI/CD" />
      </p>,
    );
    expect(screen.getByTestId('name')).toHaveTextContent('Payment Patterns (e-book) CI/CD');
    const words = [...container.querySelectorAll<HTMLElement>('[data-product-word]')];
    expect(words.map((w) => w.textContent)).toEqual(['(e-book)', 'CI/CD']);
    for (const word of words) {
      expect(word.style.display).toBe('inline-block');
      expect(word.style.maxWidth).toBe('100%');
      expect(word.style.overflowWrap).toBe('anywhere');
    }
  });

  it('leaves plain words and spaces as text', () => {
    const { container } = render(
      <p>
        <ProductName name="Sticker  pack" />
      </p>,
    );
    expect(container.querySelector('[data-product-word]')).toBeNull();
    expect(container.textContent).toBe('Sticker  pack');
  });
});
