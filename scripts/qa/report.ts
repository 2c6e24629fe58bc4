// The HTML report: one page, every registered machine, its Mermaid diagram rendered in the page
// by node_modules/mermaid/dist (referenced by a relative path: the page works offline) at its
// natural size in a zoom-and-pan viewer (report-viewer.ts), its
// counts (the same rows as the coverage table) and the transitions the last run did not walk,
// drawn in red (unit replay) or amber (browser walk).
import { relative } from 'node:path';
import type { MachineCoverage } from './coverage';
import type { LoadedMachine } from './model';
import { mermaidDiagram } from './mermaid';
import { diagramViewer, viewerScript, viewerStyle } from './report-viewer';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const pct = (c: { covered: number; total: number }) => `${c.covered}/${c.total}`;

function machineSection(loaded: LoadedMachine, coverage: MachineCoverage): string {
  const { entry, graph } = loaded;
  const unitMissing = new Set(coverage.transitions.missing);
  const browser = typeof coverage.browser === 'object' ? coverage.browser : null;
  const browserMissing = new Set(browser?.transitions.missing ?? []);
  // The diagram marks what unit replay missed (✗, red) and what the browser walk missed (○, amber).
  const marks = new Map<string, string>([...[...browserMissing].map((id) => [id, '○'] as const), ...[...unitMissing].map((id) => [id, '✗'] as const)]);
  const diagram = mermaidDiagram(graph.machine, marks);
  const list = (ids: Set<string>, cls: string, title: string) =>
    ids.size === 0 ? '' : `<h3 class="${cls}">${title} (${ids.size})</h3><ul class="${cls}">${[...ids].map((id) => `<li><code>${escape(id)}</code></li>`).join('')}</ul>`;
  const browserText =
    coverage.browser === null ? 'no UI walk' : coverage.browser === 'not run' ? 'UI walk not run' : `browser: ${coverage.browser.walks} walks, states ${pct(coverage.browser.states)}, transitions ${pct(coverage.browser.transitions)}`;
  return `<section aria-labelledby="m-${entry.folder}">
<h2 id="m-${entry.folder}">${escape(entry.folder)}</h2>
<p>${escape(entry.summary)}</p>
<p class="counts" data-machine="${entry.folder}">unit replay: <span data-count="paths">${coverage.paths}</span> paths, states <span data-count="states">${pct(coverage.states)}</span>, transitions <span data-count="transitions">${pct(coverage.transitions)}</span> · ${escape(browserText)}</p>
${diagramViewer(entry.folder, diagram)}
${list(unitMissing, 'unit-missing', 'Not walked by unit replay')}
${list(browserMissing, 'browser-missing', 'Not walked in the browser')}
</section>`;
}

export function htmlReport(machines: Array<{ loaded: LoadedMachine; coverage: MachineCoverage }>, table: string, outFile: string, generatedAt: string): string {
  const mermaidSrc = relative(outFile.replace(/[^/]+$/, ''), `${process.cwd()}/node_modules/mermaid/dist/mermaid.min.js`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Machine coverage report</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 1200px; padding: 0 1rem; color: #1a1b1e; }
pre.table { background: #f4f4f5; padding: .75rem; overflow-x: auto; }
section { border-top: 1px solid #ccc; margin-top: 2rem; }
.unit-missing, .unit-missing code { color: #b00020; }
.browser-missing, .browser-missing code { color: #8a5300; }
.legend span { padding: 0 .4rem; }
nav ul { display: flex; flex-wrap: wrap; gap: .25rem 1rem; padding: 0; list-style: none; }
${viewerStyle}</style></head>
<body>
<main>
<h1>Machine coverage report</h1>
<p>Generated ${escape(generatedAt)} from machines/registry.ts and the last test run. <span class="legend">Transitions
<span class="unit-missing">✗ red: not walked by unit replay</span>, <span class="browser-missing">○ amber: not walked in the browser walk</span>.</span></p>
<pre class="table" aria-label="Coverage table">${escape(table)}</pre>
<nav aria-label="Machines"><ul>${machines.map(({ loaded }) => `<li><a href="#m-${loaded.entry.folder}">${escape(loaded.entry.folder)}</a></li>`).join('')}</ul></nav>
${machines.map(({ loaded, coverage }) => machineSection(loaded, coverage)).join('\n')}
</main>
<script src="${mermaidSrc}"></script>
<script>
${viewerScript}
// useMaxWidth off: each diagram keeps its natural size (readable labels); the viewer zooms it.
mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', maxTextSize: 200000, maxEdges: 2000, state: { useMaxWidth: false } });
mermaid.run({ querySelector: 'pre.mermaid' }).then(() => {
  for (const pre of document.querySelectorAll('pre.mermaid')) {
    for (const label of pre.querySelectorAll('.edgeLabel')) {
      const text = label.textContent.trim();
      const colour = text.startsWith('✗') ? '#b00020' : text.startsWith('○') ? '#8a5300' : null;
      if (!colour) continue;
      label.style.color = colour;
      label.querySelectorAll('span, p, text, tspan').forEach((el) => { el.style.color = colour; el.style.fill = colour; });
      const id = label.querySelector('[data-id]')?.getAttribute('data-id') || label.getAttribute('data-id');
      const edge = id && pre.querySelector('path[data-id="' + id + '"], path#' + CSS.escape(id));
      if (edge) { edge.style.stroke = colour; edge.style.strokeWidth = '2.5px'; }
    }
  }
  document.querySelectorAll('figure.diagram').forEach(setUpViewer);
  document.body.dataset.rendered = 'true';
}).catch((error) => { document.body.dataset.rendered = 'error'; document.body.insertAdjacentHTML('afterbegin', '<p role="alert">' + error.message + '</p>'); });
</script>
</body></html>
`;
}
