// `npm run qa -- <verb>`: the QA engineers' command over the machine registry
// (machines/registry.ts). The verbs are TypeScript (scripts/qa/cli.ts), run through jiti with
// the project's path aliases, so the command reads the same machines and fixtures as the tests.
import { createJiti } from 'jiti';
import { fileURLToPath } from 'node:url';

const root = (dir) => fileURLToPath(new URL(`../${dir}`, import.meta.url));
const jiti = createJiti(import.meta.url, {
  alias: { '@domain': root('domain'), '@machines': root('machines'), '@adapters': root('adapters'), '@ui': root('ui'), '@test': root('test') },
});
const { main } = await jiti.import('./qa/cli.ts');
process.exitCode = await main(process.argv.slice(2));
