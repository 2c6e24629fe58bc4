// `node bench/profile.mjs [live|sandbox] <build folder> [runs]`: where the main thread's time
// goes on checkout first visits (a benchmark, not a test): V8's sampling profile from navigation
// to an enabled submit, self time per script file and per function, mean over the runs. `(idle)`
// is time the page waited (network, timers), `(program)` the browser's own work (parsing,
// compiling, style, layout). Its server is its own, on PROFILE_PORT (default 4177).
import { startCheckoutProbe } from './checkout-probe.mjs';

const { port, server, browser, checkout: page0, runs } = await startCheckoutProbe({
  name: 'profile',
  port: Number(process.env.PROFILE_PORT ?? 4177),
  defaultRuns: 2,
});
const totals = new Map();
const fns = new Map();
let totalReady = 0;
for (let r = 0; r <= runs; r++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`http://127.0.0.1:${port}${page0.path}`);
  const ready = await page0.ready(page);
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  if (r === 0) continue;
  totalReady += ready;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = new Map();
  profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  for (const [id, us] of dt) {
    const n = byId.get(id);
    const cf = n.callFrame;
    const file = cf.url ? cf.url.replace(/^.*\//, '') : `(${cf.functionName || 'native'})`;
    totals.set(file, (totals.get(file) ?? 0) + us / 1000);
    const key = `${cf.functionName || '(anon)'} @ ${file}:${cf.lineNumber}`;
    fns.set(key, (fns.get(key) ?? 0) + us / 1000);
  }
}
console.log('mean ready', Math.round(totalReady / runs));
const top = (m, n) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${(v / runs).toFixed(1).padStart(7)} ms  ${k}`)
    .join('\n');
console.log(top(totals, 25));
console.log('---');
console.log(top(fns, 30));
await browser.close();
await server.close();
process.exit(0);
