// The app's stylesheet is written for a document: variables on :root, resets on html and body,
// the color scheme as an attribute of <html>. Inside a shadow root none of those match, and a
// stylesheet there cannot reach the host page. So the element rewrites the document selectors to
// its own wrapper (.pk-root, which also carries the color-scheme attribute: Mantine's
// getRootElement), and resets what the host page would otherwise pass down by inheritance.

/** The element's wrapper inside its shadow root: the document of its stylesheet. */
export const SHADOW_ROOT_CLASS = 'pk-root';

const HOST_RESET = `:host{all:initial;display:block;}:host([hidden]){display:none;}`;

/** Rewrites the document-level selectors of a stylesheet to the shadow root's wrapper. */
export function scopeToShadow(css: string): string {
  const root = `.${SHADOW_ROOT_CLASS}`;
  return (
    HOST_RESET +
    css
      // :root, html and body (alone, or before an attribute, class, combinator or comma).
      .replace(/:root|(?<![\w-])(?:html|body)(?![\w-])(?=[\s,{[.:>~+)])/g, root)
      // The same element twice ('.pk-root .pk-root') where html and body were nested.
      .replaceAll(`${root} ${root}`, root)
  );
}
