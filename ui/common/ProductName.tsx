import { Fragment } from 'react';

// A product name never breaks inside a word at 375 px ("Payment Patterns (e-" / "book)"), and a
// word longer than the line wraps instead of pushing the page sideways (docs/checkout-payer.md).
// Each word that has a break opportunity inside it (a hyphen, a slash…) becomes an inline block:
// it keeps to one line when it fits and only wraps, anywhere, when it alone is wider than the line.
// Words without one stay plain text and still wrap anywhere when too long (overflow-wrap on the
// parent). The text and the accessible name stay exactly the name.
const INNER_BREAK = /[-‐–—/_.]/;
const wordStyle = { display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere' } as const;

/** Inline content for a product name; put it in a Text whose style allows shrinking (minWidth 0). */
export function ProductName({ name }: { name: string }) {
  const parts = name.split(/(\s+)/);
  return (
    <>
      {parts.map((part, index) =>
        INNER_BREAK.test(part) && !/^\s+$/.test(part) ? (
          <span key={index} style={wordStyle} data-product-word="">
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** The style of the element around a ProductName: it may shrink, and a long plain word wraps. */
export const productNameStyle = { minWidth: 0, overflowWrap: 'anywhere' } as const;
