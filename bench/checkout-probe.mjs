// Shared start of the checkout probes (timeline.mjs, profile.mjs): their arguments
// `[live|sandbox] <build folder> [runs]`, their own server on a port they hold (failing loudly
// when it is taken), Chromium, and the checkout page with its "ready" of bench/pages.mjs.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium-path.mjs';
import { pages } from './pages.mjs';
import { siteFor } from './sites.mjs';
import { startStaticServer } from './static-server.mjs';

export async function startCheckoutProbe({ name, port, defaultRuns }) {
  const [mode = 'live', root, runsArg] = process.argv.slice(2);
  if (!root) {
    console.error(`usage: node bench/${name}.mjs [live|sandbox] <build folder> [runs]`);
    process.exit(2);
  }
  const server = await startStaticServer({ root: null, port }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
  server.serve(await siteFor(mode, port, root));
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const checkout = pages.find((p) => p.floorMs);
  return { mode, port, server, browser, checkout, runs: Number(runsArg ?? defaultRuns) };
}
