// The HTML report's diagram viewer: each machine's diagram at its natural size (labels as mermaid
// draws them, 14 px at 100 %) in a scrollable viewport with zoom and pan, by buttons, keyboard and
// pointer. Plain CSS and a script inlined in the page: the report opens offline, from a file, with
// nothing downloaded at view time. A big machine (app-review is 5 100 px wide) shrunk to the page
// width had 3 px labels; now a person zooms out to see its shape and in to read it.

/** Zoom steps (a factor per click or key), and its bounds. */
export const ZOOM = { step: 1.25, min: 0.1, max: 4 } as const;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The viewer around one machine's Mermaid source: a toolbar and a focusable, scrollable viewport. */
export function diagramViewer(machine: string, mermaidSource: string): string {
  const name = escape(machine);
  return `<figure class="diagram" data-machine="${name}">
<div class="zoom" role="toolbar" aria-label="Zoom the ${name} diagram">
<button type="button" data-zoom="out" aria-label="Zoom out">−</button>
<output data-zoom-level aria-live="polite" aria-label="Zoom level">100 %</output>
<button type="button" data-zoom="in" aria-label="Zoom in">+</button>
<button type="button" data-zoom="reset">Actual size</button>
<button type="button" data-zoom="fit">Fit width</button>
</div>
<div class="viewport" tabindex="0" role="region" aria-label="${name} state diagram: arrow keys pan, + and − zoom, 0 actual size, F fit width">
<pre class="mermaid" data-machine="${name}">${escape(mermaidSource)}</pre>
</div>
</figure>`;
}

export const viewerStyle = `
figure.diagram { margin: 1rem 0; }
.zoom { display: flex; gap: .4rem; align-items: center; margin-bottom: .4rem; }
.zoom button { font: inherit; min-width: 2.5rem; min-height: 2rem; padding: 0 .6rem; border: 1px solid #8a8d91; border-radius: 4px; background: #fff; color: #1a1b1e; cursor: pointer; }
.zoom output { min-width: 4.5rem; text-align: center; font-variant-numeric: tabular-nums; }
.viewport { overflow: auto; max-height: 75vh; border: 1px solid #ccc; border-radius: 4px; cursor: grab; background: #fff; }
.viewport:focus-visible, .zoom button:focus-visible { outline: 3px solid #1c7ed6; outline-offset: 2px; }
.viewport.dragging { cursor: grabbing; user-select: none; }
.viewport pre.mermaid { margin: 0; padding: .5rem; width: max-content; }
.viewport svg { display: block; max-width: none !important; }
/* Labels on white: mermaid's grey label background left the amber (○) labels at 3.9:1. */
figure.diagram .edgeLabel p, figure.diagram .labelBkg { background-color: #fff !important; }
`;

/** Runs in the page once mermaid has drawn every diagram. */
export const viewerScript = `
const ZOOM = ${JSON.stringify(ZOOM)};
function setUpViewer(figure) {
  const viewport = figure.querySelector('.viewport');
  const svg = viewport.querySelector('svg');
  const level = figure.querySelector('[data-zoom-level]');
  if (!svg) return;
  const box = svg.viewBox.baseVal;
  const natural = { width: box.width, height: box.height };
  let zoom = 1;
  const apply = (next, centre) => {
    next = Math.min(ZOOM.max, Math.max(ZOOM.min, next));
    // Keep the point under the centre (or the pointer) where it was.
    const at = centre || { x: viewport.clientWidth / 2, y: viewport.clientHeight / 2 };
    const fx = (viewport.scrollLeft + at.x) / zoom, fy = (viewport.scrollTop + at.y) / zoom;
    zoom = next;
    svg.setAttribute('width', String(natural.width * zoom));
    svg.setAttribute('height', String(natural.height * zoom));
    svg.style.maxWidth = 'none';
    viewport.scrollLeft = fx * zoom - at.x;
    viewport.scrollTop = fy * zoom - at.y;
    level.textContent = Math.round(zoom * 100) + ' %';
    figure.dataset.zoom = String(zoom);
  };
  const fit = () => apply(Math.min(1, (viewport.clientWidth - 20) / natural.width));
  const actions = { in: () => apply(zoom * ZOOM.step), out: () => apply(zoom / ZOOM.step), reset: () => apply(1), fit };
  figure.querySelectorAll('[data-zoom]').forEach((button) => button.addEventListener('click', () => actions[button.dataset.zoom]()));
  const PAN = 80;
  viewport.addEventListener('keydown', (event) => {
    const pan = { ArrowLeft: [-PAN, 0], ArrowRight: [PAN, 0], ArrowUp: [0, -PAN], ArrowDown: [0, PAN] }[event.key];
    const zoomKey = { '+': 'in', '=': 'in', '-': 'out', '_': 'out', '0': 'reset', f: 'fit', F: 'fit' }[event.key];
    if (pan) viewport.scrollBy(pan[0], pan[1]);
    else if (zoomKey) actions[zoomKey]();
    else return;
    event.preventDefault();
  });
  // Ctrl + wheel zooms at the pointer; the plain wheel scrolls as usual.
  viewport.addEventListener('wheel', (event) => {
    if (!event.ctrlKey) return;
    event.preventDefault();
    const rect = viewport.getBoundingClientRect();
    apply(zoom * (event.deltaY < 0 ? ZOOM.step : 1 / ZOOM.step), { x: event.clientX - rect.left, y: event.clientY - rect.top });
  }, { passive: false });
  let drag = null;
  viewport.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return;
    drag = { x: event.clientX, y: event.clientY, left: viewport.scrollLeft, top: viewport.scrollTop };
    viewport.setPointerCapture(event.pointerId);
    viewport.classList.add('dragging');
  });
  viewport.addEventListener('pointermove', (event) => {
    if (!drag) return;
    viewport.scrollLeft = drag.left - (event.clientX - drag.x);
    viewport.scrollTop = drag.top - (event.clientY - drag.y);
  });
  const end = () => { drag = null; viewport.classList.remove('dragging'); };
  viewport.addEventListener('pointerup', end);
  viewport.addEventListener('pointercancel', end);
  apply(1);
}
`;
