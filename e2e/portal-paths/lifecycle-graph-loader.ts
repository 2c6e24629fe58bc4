// The lifecycle walk's graph module (lifecycle-graph.ts), loaded through jiti: its machine
// imports need the project's aliases, which Playwright's own loader does not know.
import { createJiti } from 'jiti';
import { fileURLToPath } from 'node:url';
import type { Ev, LifecyclePath } from './lifecycle-graph';

const root = (dir: string) => fileURLToPath(new URL(`../../${dir}`, import.meta.url));
const jiti = createJiti(import.meta.url, {
  alias: {
    '@domain': root('domain'),
    '@machines': root('machines'),
    '@adapters': root('adapters'),
    '@ui': root('ui'),
    '@test': root('test'),
  },
});
export const graph = await jiti.import<{
  generatedCount: number;
  lifecyclePaths: LifecyclePath[];
  lifecycleWalks: LifecyclePath[];
  walkOf: (path: LifecyclePath) => LifecyclePath;
  replay: (events: Ev[]) => string[];
  expectedOnScreen: (events: Ev[], index: number) => Record<string, unknown>;
  factMismatches: (expected: Record<string, unknown>, observed: Record<string, unknown>) => string[];
  RESTING: string[];
  FINAL: string;
}>('./lifecycle-graph.ts');
