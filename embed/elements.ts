// The custom elements' build (vite.lib.config.ts, mode 'element' → dist-lib/element/
// payment-kit-element.js): one script defines every element; each element loads its component's
// code when it is first rendered, so a page with only a checkout does not download the others.
import './element';
import './table-element';
import './donate-element';
