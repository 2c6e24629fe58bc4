// <payment-kit-checkout id="plink_…" mode="inline|popup|inline-minimal|popup-minimal">: the
// checkout for pages that are not React (docs/embed.md). The shadow root, the scoped styles and
// the provider's attributes are shadow-element.tsx's; this says what the checkout adds: its mode,
// the popup's open attribute, and the events change, paid, error, close.
import '@ui/styles';
import { CheckoutForm, type CheckoutFormMode } from './CheckoutForm';
import { defineElement, PROVIDER_ATTRIBUTES, ShadowReactElement } from './shadow-element';

const MODES: readonly CheckoutFormMode[] = ['inline', 'popup', 'inline-minimal', 'popup-minimal'];

export class PaymentKitCheckout extends ShadowReactElement {
  static readonly observedAttributes = [...PROVIDER_ATTRIBUTES, 'id', 'mode', 'open', 'currency-id'];

  override attributeChangedCallback(name: string) {
    if (name === 'open') this.holdOthers(this.hasAttribute('open') && (this.getAttribute('mode') ?? '').startsWith('popup'));
    super.attributeChangedCallback(name);
  }

  protected override released() {
    if (this.hasAttribute('open')) this.holdOthers(false);
  }

  /** Popup modes: opens the dialog (as does the open attribute). */
  show() {
    this.setAttribute('open', '');
  }

  /** Popup modes: closes the dialog. */
  hide() {
    this.removeAttribute('open');
  }

  protected content() {
    const mode = this.getAttribute('mode') as CheckoutFormMode;
    return (
      <CheckoutForm
        id={this.id}
        mode={MODES.includes(mode) ? mode : 'inline'}
        currencyId={this.getAttribute('currency-id') ?? undefined}
        open={this.hasAttribute('open')}
        onChange={(session) => this.emit('change', { session })}
        onPaid={(session) => this.emit('paid', { session })}
        onError={(error) => this.emit('error', { message: error.message })}
        onClose={() => {
          this.hide();
          this.emit('close', {});
        }}
      />
    );
  }
}

defineElement('payment-kit-checkout', PaymentKitCheckout);
