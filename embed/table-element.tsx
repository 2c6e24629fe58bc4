// <payment-kit-table id="prctbl_…" mode="embedded|standalone|select">: the pricing table for pages
// that are not React (docs/embed/elements.md). The shadow root, the scoped styles and the
// provider's attributes are shadow-element.tsx's; this says what the table adds: its mode, the
// select mode's current price, and the events change, paid, error, select. The table's code is
// embed/table's lazy chunk, so a page with only a checkout never downloads it.
import '@ui/styles';
import { CheckoutTable } from './table';
import { defineElement, PROVIDER_ATTRIBUTES, ShadowReactElement } from './shadow-element';

export class PaymentKitTable extends ShadowReactElement {
  static readonly observedAttributes = [...PROVIDER_ATTRIBUTES, 'id', 'mode', 'current-price-id'];

  protected content() {
    const mode = this.getAttribute('mode');
    return (
      <CheckoutTable
        id={this.id}
        mode={mode === 'standalone' ? 'standalone' : 'embedded'}
        currentPriceId={this.getAttribute('current-price-id') ?? undefined}
        // Select mode hands the host the chosen price; the host answers with current-price-id.
        onSelect={mode === 'select' ? (priceId, currencyId) => this.emit('select', { priceId, currencyId }) : undefined}
        onChange={(session) => this.emit('change', { session })}
        onPaid={(session) => this.emit('paid', { session })}
        onError={(error) => this.emit('error', { message: error.message })}
      />
    );
  }
}

defineElement('payment-kit-table', PaymentKitTable);
