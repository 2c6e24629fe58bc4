// The app's stylesheet is written for a document: variables on :root, resets on html and body,
// the color scheme as an attribute of <html>. Inside a shadow root none of those match, and a
// stylesheet there cannot reach the host page. So the element rewrites the document selectors to
// :host, whose values its wrapper inherits, and resets what the host page would otherwise pass
// down by inheritance. The theme's own variables are written on the wrapper (.pk-root, which
// also carries the color-scheme attribute: Mantine's getRootElement and cssVariablesSelector,
// embed/PaymentProvider.tsx), so they win over these defaults whatever the sheets' order.

/** The element's wrapper inside its shadow root: the document of its stylesheet. */
export const SHADOW_ROOT_CLASS = 'pk-root';

// The document's body rule (text colour, background, font) is written for :host, where the
// variables are the defaults' (light); the wrapper, which carries the theme's variables and the
// color scheme, paints them again so dark is dark.
const HOST_RESET =
  `:host{all:initial;display:block;}:host([hidden]){display:none;}` +
  `.${SHADOW_ROOT_CLASS}{color:var(--mantine-color-text);background-color:var(--mantine-color-body);` +
  `font-family:var(--mantine-font-family);font-size:var(--mantine-font-size-md);line-height:var(--mantine-line-height);}`;

/** Rewrites the document-level selectors of a stylesheet to the shadow root's wrapper. */
export function scopeToShadow(css: string): string {
  // :root, and html and body as element names (not a class or id of that name), alone or before an
  // attribute, class, combinator or comma.
  return HOST_RESET + css.replace(/:root|(?<![\w.#-])(?:html|body)(?![\w-])(?=[\s,{[.:>~+)])/g, ':host');
}
