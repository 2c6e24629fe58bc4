// <payment-kit-checkout id="plink_…" mode="inline|popup|inline-minimal|popup-minimal">: the
// checkout for pages that are not React (docs/embed.md). It renders into a shadow root with the
// app's stylesheet scoped to it (shadow-css.ts), so the host page's styles and ours never meet,
// and reports what happens as DOM events: change, paid, error, close (bubbling, composed).
import '@ui/styles';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { toLocale } from '@ui/i18n';
import { CheckoutForm, type CheckoutFormMode } from './CheckoutForm';
import { PaymentProvider, type PaymentTheme } from './PaymentProvider';
import { SHADOW_ROOT_CLASS, scopeToShadow } from './shadow-css';

const MODES: readonly CheckoutFormMode[] = ['inline', 'popup', 'inline-minimal', 'popup-minimal'];
const THEMES: readonly PaymentTheme[] = ['light', 'dark', 'auto'];

/** One fetch of the package's stylesheet (beside this module), shared by every element of the page. */
let sheet: Promise<CSSStyleSheet> | undefined;
const loadSheet = () =>
  (sheet ??= fetch(new URL(/* @vite-ignore */ './payment-kit.css', import.meta.url))
    .then((answer) => answer.text())
    .then((css) => {
      const scoped = new CSSStyleSheet();
      scoped.replaceSync(scopeToShadow(css));
      return scoped;
    }));

export class PaymentKitCheckout extends HTMLElement {
  static readonly observedAttributes = ['id', 'mode', 'open', 'locale', 'theme', 'sandbox', 'base-url', 'auth-token', 'currency-id'];
  private root: Root | undefined;
  private wrapper: HTMLElement | undefined;
  private portal: HTMLElement | undefined;

  connectedCallback() {
    if (!this.shadowRoot) {
      const shadow = this.attachShadow({ mode: 'open' });
      this.wrapper = document.createElement('div');
      this.wrapper.className = SHADOW_ROOT_CLASS;
      const app = document.createElement('div');
      this.portal = document.createElement('div');
      this.wrapper.append(app, this.portal);
      shadow.append(this.wrapper);
      this.root = createRoot(app);
      void loadSheet().then((scoped) => {
        shadow.adoptedStyleSheets = [scoped];
        this.render();
      });
    } else this.render();
  }

  disconnectedCallback() {
    // Moved within the page: connectedCallback renders again; removed: unmount after this task.
    queueMicrotask(() => {
      if (this.isConnected) return;
      if (this.hasAttribute('open')) this.holdOthers(false);
      this.root?.unmount();
      this.root = undefined;
      this.shadowRoot?.replaceChildren();
    });
  }

  attributeChangedCallback(name: string) {
    if (name === 'open') this.holdOthers(this.hasAttribute('open') && (this.getAttribute('mode') ?? '').startsWith('popup'));
    if (this.shadowRoot?.adoptedStyleSheets.length) this.render();
  }

  /**
   * While a popup is open the page behind it is out of reach, and the other widgets' checkouts
   * (their own "Order Summary" regions) are made inert so no landmark repeats the dialog's.
   */
  private holdOthers(hold: boolean) {
    for (const other of document.querySelectorAll('payment-kit-checkout')) {
      if (other !== this) (other as HTMLElement).inert = hold;
    }
  }

  /** Popup modes: opens the dialog (as does the open attribute). */
  show() {
    this.setAttribute('open', '');
  }

  /** Popup modes: closes the dialog. */
  hide() {
    this.removeAttribute('open');
  }

  private emit(type: string, detail: unknown) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  private render() {
    if (!this.root || !this.wrapper || !this.portal) return;
    const mode = this.getAttribute('mode') as CheckoutFormMode;
    const theme = this.getAttribute('theme') as PaymentTheme;
    this.root.render(
      <StrictMode>
        <PaymentProvider
          sandbox={this.hasAttribute('sandbox')}
          locale={toLocale(this.getAttribute('locale') ?? document.documentElement.lang ?? 'en')}
          theme={THEMES.includes(theme) ? theme : 'light'}
          baseUrl={this.getAttribute('base-url') ?? undefined}
          authToken={this.getAttribute('auth-token') ?? undefined}
          root={{ element: this.wrapper, portalTarget: this.portal }}
        >
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
        </PaymentProvider>
      </StrictMode>,
    );
  }
}

if (!customElements.get('payment-kit-checkout')) customElements.define('payment-kit-checkout', PaymentKitCheckout);
