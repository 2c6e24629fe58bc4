// `qa walk <machine> [<path#>]`: the machines with a UI walk (registry `uiWalk`) list the walk's
// generated paths, or run the one walk that covers path n in Chromium (headless or headed) with
// a Playwright trace, on a build of its own (built when missing).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Parsed } from './args';
import { QaError, type LoadedMachine } from './model';

const run = (command: string, env: Record<string, string> = {}) =>
  spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

export async function walk(loaded: LoadedMachine, args: Parsed): Promise<number> {
  const { entry } = loaded;
  const ui = entry.uiWalk;
  if (!ui) {
    throw new QaError(`"${entry.folder}" has no UI walk. Machines with one: checkout paths in the registry with uiWalk (see machines/registry.ts).`);
  }
  const number = args.positionals[1];
  if (number === undefined) {
    // The walk's own generated set (it differs from `qa paths`: it walks a guest and a logged-in payer).
    const listed = spawnSync(`npx playwright test -c ${ui.config} ${ui.spec.split('/').at(-1)} --list`, {
      shell: true,
      encoding: 'utf8',
      env: { ...process.env, QA_WALK_LIST: '1' },
    });
    const lines = `${listed.stdout}`.split('\n').filter((line) => /^#\d+ /.test(line));
    if (listed.status !== 0 || lines.length === 0) {
      process.stderr.write(`${listed.stdout}${listed.stderr}`);
      return 1;
    }
    console.log(`${entry.folder}: ${lines.length} paths of the UI walk (${ui.spec}); walk one with \`npm run qa -- walk ${entry.folder} <n>\`\n`);
    console.log(lines.join('\n'));
    return 0;
  }
  if (!/^\d+$/.test(number)) throw new QaError(`<path#> must be a whole number (got "${number}").`);
  const dist = args.option('dist') ?? 'dist-qa-walk';
  const port = args.option('port') ?? '4392';
  if (!existsSync(`${dist}/index.html`)) {
    console.log(`Building the app into ${dist} for the walk...`);
    if (run(`npx vite build --outDir ${dist} --logLevel warn`) !== 0) return 1;
  }
  const headed = args.flag('headed') ? ' --headed' : '';
  const status = run(`npx playwright test -c ${ui.config} ${ui.spec.split('/').at(-1)} --trace on --workers 1${headed}`, {
    QA_WALK_PATH: number,
    WALK_OUT_DIR: dist,
    WALK_PORT: port,
  });
  console.log(`Trace: test-results/playwright-walk/*/trace.zip (open with \`npx playwright show-trace <file>\`)`);
  return status;
}
