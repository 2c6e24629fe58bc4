// The submission walk's graph module (submit-graph.ts) and the machine's oracle, loaded through
// jiti: their imports need the project's aliases and packages that Playwright's own ESM loader
// cannot resolve.
import { createJiti } from 'jiti';
import { fileURLToPath } from 'node:url';
import type { GraphEvent, GraphPath, Payer } from './submit-graph';

const root = (dir: string) => fileURLToPath(new URL(`../../${dir}`, import.meta.url));
const jiti = createJiti(import.meta.url, {
  alias: { '@domain': root('domain'), '@machines': root('machines'), '@adapters': root('adapters'), '@ui': root('ui'), '@test': root('test') },
});

export const graph = await jiti.import<{
  submitPaths: GraphPath[];
  DIALOGS: string[];
  inputFor: (payer: Payer) => unknown;
}>('./submit-graph.ts');

/** The submit machine's oracle: the facts the unit replay asserts in every state, here read off the screen. */
export const { submitFacts } = await jiti.import<{
  submitFacts: (step: { input: unknown; events: readonly GraphEvent[] }) => Record<string, unknown>;
}>('../../machines/checkout-submit/checkout-submit.oracle.ts');

export const { factMismatches } = await jiti.import<{
  factMismatches: (expected: Record<string, unknown>, observed: Record<string, unknown>) => string[];
}>('../../machines/test-kit/oracle.ts');
