// `node bench/tasks.mjs [live|sandbox] <build folder> [runs]`: the main thread's tasks on a
// checkout first visit (a benchmark's magnifying glass, not a test). A Chromium trace from
// navigation to an enabled submit: every task of 8 ms or more with its start (page clock), its
// length, what the browser did in it (style, layout, parsing, evaluating a module) and the
// functions with the most self time (V8's sampler, in the same trace). Lighthouse's total blocking
// time counts these tasks × its CPU slowdown (4), less 50 ms each, after its first contentful
// paint. Build with `--minify false` to read the functions' own names. Its server is its own, on
// TASKS_PORT (default 4176), and fails loudly when the port is taken.
import { startCheckoutProbe } from './checkout-probe.mjs';

const { port, server, browser, checkout: page0, runs } = await startCheckoutProbe({
  name: 'tasks',
  port: Number(process.env.TASKS_PORT ?? 4176),
  defaultRuns: 1,
});
const MIN_TASK_MS = Number(process.env.TASKS_MIN_MS ?? 8);
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing'];
const WORK = new Set(['UpdateLayoutTree', 'Layout', 'ParseHTML', 'v8.evaluateModule', 'v8.compileModule', 'v8.compile', 'RunMicrotasks', 'Paint', 'MinorGC', 'MajorGC', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'ParseAuthorStyleSheet']);

for (let r = 0; r <= runs; r++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(`http://127.0.0.1:${port}${page0.path}`);
  const ready = await page0.ready(page);
  await page.waitForTimeout(300);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  if (r === 0) continue;

  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.includes('/checkout/'));
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === navigation.pid);
  const t0 = navigation.ts;
  const ms = (us) => us / 1000;
  const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const tasks = own.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= t0 && e.dur >= MIN_TASK_MS * 1000);

  // V8's samples: nodes and samples arrive in chunks, time deltas in microseconds.
  const nodes = new Map();
  const samples = [];
  for (const e of events.filter((e) => e.pid === main.pid && (e.name === 'Profile' || e.name === 'ProfileChunk'))) {
    const data = e.args?.data ?? {};
    if (e.name === 'Profile') {
      samples.clock = data.startTime;
      continue;
    }
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    ids.forEach((id, i) => {
      samples.clock += data.timeDeltas[i];
      samples.push({ ts: samples.clock, id });
    });
  }
  const label = (id) => {
    const f = nodes.get(id)?.callFrame ?? {};
    const file = f.url ? f.url.split('/').pop() : '';
    return `${f.functionName || '(anon)'}${file ? ` ${file}:${f.lineNumber + 1}` : ''}`;
  };

  console.log(`\nvisit ${r}: submit enabled at ${Math.round(ready)} ms; tasks of ${MIN_TASK_MS} ms or more (page clock):`);
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur;
    blocking += Math.max(0, ms(task.dur) * 4 - 50);
    const inside = own.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts < end && WORK.has(e.name));
    const work = new Map();
    for (const e of inside) work.set(e.name, (work.get(e.name) ?? 0) + ms(e.dur));
    const self = new Map();
    const inclusive = new Map();
    const mine = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    mine.forEach((s, i) => {
      const key = label(s.id);
      if (key.startsWith('(idle)')) return;
      const next = mine[i + 1]?.ts ?? end;
      self.set(key, (self.get(key) ?? 0) + ms(next - s.ts));
      // Inclusive time: every distinct frame on the sample's stack (TASKS_STACKS=1).
      const seen = new Set();
      for (let id = s.id; id !== undefined; id = nodes.get(id)?.parent) {
        const frame = label(id);
        if (seen.has(frame)) continue;
        seen.add(frame);
        inclusive.set(frame, (inclusive.get(frame) ?? 0) + ms(next - s.ts));
      }
    });
    const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(' · ');
    console.log(`${String(Math.round(ms(task.ts - t0))).padStart(5)} ms ${ms(task.dur).toFixed(1).padStart(6)} ms | ${top(work, 4)}\n                      ${top(self, Number(process.env.TASKS_TOP ?? 6))}`);
    if (process.env.TASKS_STACKS) console.log(`                      inclusive: ${top(inclusive, 30)}`);
  }
  console.log(`sum over these tasks of (4 × length − 50 ms): ${Math.round(blocking)} ms (Lighthouse counts those after its FCP)`);
}
await browser.close();
await server.close();
process.exit(0);
