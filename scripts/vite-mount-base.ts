// Vite plugin (build only): the entry's tags written after index.html's <base>, so that one build
// serves at '/' and under any mount the platform gives at run time (window.blocklet.prefix).
//
// The build's URLs are relative (vite's base './') and index.html's first script inserts
// <base href="{mount}">. Left in the markup, the entry's <script>/<link> tags were fetched by the
// browser's preload scanner before that script ran, against the page's own folder: a deep route
// (/payment/customer/invoice/in_1) asked for /payment/customer/invoice/assets/… — three wasted
// requests per document, measured in e2e/live/mounted.spec.ts. Written by a script placed where
// Vite put them, the same tags are parsed at the same point (parser-inserted: the module still
// runs after the document is parsed, the stylesheet still blocks rendering), after the <base>.
import type { Plugin } from 'vite';

/** Vite's entry tags with a relative URL: the module script, its modulepreloads and stylesheets. */
const RELATIVE_ENTRY_TAG = /<script type="module" crossorigin src="\.\/[^"]+"><\/script>|<link rel="(?:modulepreload|stylesheet)" crossorigin href="\.\/[^"]+">/g;

/** The HTML with its relative entry tags replaced, at the first one's place, by a script writing them. */
export function writeEntryTagsAfterBase(html: string): string {
  const tags = html.match(RELATIVE_ENTRY_TAG);
  if (!tags) return html;
  // In an inline script '</script>' must not appear: every '<' as \u003c.
  const writer = `<script>document.write(${JSON.stringify(tags.join('\n')).replace(/</g, '\\u003c')});</script>`;
  let first = true;
  return html.replace(RELATIVE_ENTRY_TAG, () => {
    if (!first) return '';
    first = false;
    return writer;
  });
}

export function mountBase(): Plugin {
  return {
    name: 'mount-base',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => writeEntryTagsAfterBase(html) },
  };
}
