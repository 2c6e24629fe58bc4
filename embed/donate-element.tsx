// <payment-kit-donate target="…" mount-location="…">: the tip button and its supporters for pages
// that are not React (docs/embed/checkout-donate.md). The shadow root, the scoped styles and the
// provider's attributes are shadow-element.tsx's; this maps the attributes to CheckoutDonate's
// settings and reports paid, error and close. The widget's code is embed/donate's lazy chunk, so a
// page with only a checkout never downloads it.
import '@ui/styles';
import { CheckoutDonate, type CheckoutDonateSettings } from './donate';
import { defineElement, PROVIDER_ATTRIBUTES, ShadowReactElement } from './shadow-element';

const ATTRIBUTES = ['target', 'title', 'description', 'presets', 'preset', 'minimum', 'maximum', 'custom', 'button-text', 'history', 'mount-location', 'component-did', 'livemode', 'timeout'];

export class PaymentKitDonate extends ShadowReactElement {
  static readonly observedAttributes = [...PROVIDER_ATTRIBUTES, ...ATTRIBUTES];

  private text(name: string): string | undefined {
    return this.getAttribute(name)?.trim() || undefined;
  }

  private settings(): CheckoutDonateSettings {
    const presets = this.text('presets')
      ?.split(',')
      .map((preset) => preset.trim())
      .filter(Boolean);
    const custom = this.getAttribute('custom');
    const amount: NonNullable<CheckoutDonateSettings['amount']> = {
      ...(presets?.length ? { presets } : {}),
      // Present means on (custom="false" turns the custom amount off), as the React prop's default.
      ...(custom === null ? {} : { custom: custom !== 'false' }),
    };
    for (const key of ['preset', 'minimum', 'maximum'] as const) {
      const value = this.text(key);
      if (value) Object.assign(amount, { [key]: value });
    }
    return {
      target: this.text('target') ?? '',
      title: this.text('title'),
      description: this.text('description'),
      amount,
      appearance: {
        button: { text: this.text('button-text') },
        history: { variant: this.getAttribute('history') === 'table' ? 'table' : 'avatar' },
      },
    };
  }

  protected content() {
    const livemode = this.getAttribute('livemode');
    const target = this.text('target') ?? '';
    return (
      <CheckoutDonate
        settings={this.settings()}
        // Without a mount location the target names the settings record (one per article).
        mountLocation={this.text('mount-location') ?? `donate-${target}`}
        componentDid={this.text('component-did')}
        livemode={livemode === null ? undefined : livemode !== 'false'}
        timeout={this.text('timeout') === undefined ? undefined : Number(this.text('timeout')) || 0}
        onPaid={(session) => this.emit('paid', { session })}
        onError={(error) => this.emit('error', { message: error.message })}
        onClose={() => {
          this.holdOthers(false);
          this.emit('close', {});
        }}
        onOpen={() => this.holdOthers(true)}
      />
    );
  }

  protected override released() {
    this.holdOthers(false);
  }
}

defineElement('payment-kit-donate', PaymentKitDonate);
