// What every payment custom element shares (docs/embed.md): it renders into a shadow root with
// the package's stylesheet scoped to it (shadow-css.ts), so the host page's styles and ours never
// meet; the provider's attributes (locale, theme, sandbox, base-url, auth-token) mean the same on
// every element; and what happens is reported as DOM events (bubbling, composed). Each element
// (element.tsx, table-element.tsx, donate-element.tsx) says only what it renders inside.
import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { toLocale } from '@ui/i18n';
import { PaymentProvider, type PaymentTheme } from './PaymentProvider';
import { SHADOW_ROOT_CLASS, scopeToShadow } from './shadow-css';

const THEMES: readonly PaymentTheme[] = ['light', 'dark', 'auto'];
/** The attributes every element reads for its provider; an element adds its own. */
export const PROVIDER_ATTRIBUTES = ['locale', 'theme', 'sandbox', 'base-url', 'auth-token'] as const;

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

/** Every payment element on the page, so a dialog of one can hold the others (holdOthers). */
const mounted = new Set<ShadowReactElement>();

export abstract class ShadowReactElement extends HTMLElement {
  private root: Root | undefined;
  private wrapper: HTMLElement | undefined;
  private portal: HTMLElement | undefined;

  /** What the element renders inside its PaymentProvider. */
  protected abstract content(): ReactNode;

  connectedCallback() {
    mounted.add(this);
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
      mounted.delete(this);
      this.released();
      this.root?.unmount();
      this.root = undefined;
      this.shadowRoot?.replaceChildren();
    });
  }

  attributeChangedCallback(_name: string) {
    if (this.shadowRoot?.adoptedStyleSheets.length) this.render();
  }

  /** Called once the element is removed from the page (before it unmounts): let go of what it holds. */
  protected released() {}

  /**
   * While one element's dialog is open the page behind it is out of reach, and the other
   * widgets (their own "Order Summary" regions, their buttons) are made inert so no landmark
   * repeats the dialog's and Tab stays in the dialog.
   */
  protected holdOthers(hold: boolean) {
    for (const other of mounted) if (other !== this) other.inert = hold;
  }

  protected emit(type: string, detail: unknown) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  protected render() {
    if (!this.root || !this.wrapper || !this.portal) return;
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
          {this.content()}
        </PaymentProvider>
      </StrictMode>,
    );
  }
}

/** Defines the element once (a page may load the script twice). */
export function defineElement(name: string, element: CustomElementConstructor) {
  if (!customElements.get(name)) customElements.define(name, element);
}
