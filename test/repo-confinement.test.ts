// A fresh clone has nothing beside it: no test, script or config may read outside the repository
// (a test that reads a folder next to the repo fails a user's `npm ci && npm test`). Two proofs: every relative path in a test/script source resolves
// inside the repository, and the public-cases suite passes from a copy with nothing beside it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', '.git', 'test-results', 'playwright-report', 'public']);
const isBuildFolder = (name: string) => name === 'dist' || name.startsWith('dist-');

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || isBuildFolder(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

const CODE = /\.(ts|tsx|mjs|js|cjs|json)$/;
/** Test and tooling sources: what `npm test` runs besides the app itself. */
const isTestOrScript = (file: string) => {
  const path = relative(ROOT, file);
  if (!CODE.test(path) || path === 'package-lock.json') return false;
  return (
    /\.test\.tsx?$/.test(path) ||
    /^(e2e|scripts|bench|test|\.ci)\//.test(path) ||
    !path.includes(sep) // root configs: vite, playwright, eslint, tsconfig, package.json
  );
};

/** Quoted strings that look like relative paths: './x', '../x'. */
const RELATIVE_PATH = /(['"`])(\.\.?\/[^'"`\s$]*)\1/g;
// Spelled in pieces so that this file does not match itself.
const OUTSIDE_NAMES = [['..', 'shared'].join('/'), ['shared', 'data'].join('/'), ['shared', 'spec'].join('/'), ['/work', ''].join('/')];

/** Files whose relative paths are code under test written as text, never read or imported. */
const SNIPPETS: Record<string, string> = {
  'test/layer-rule.test.ts': 'wrong-layer imports given to ESLint as source text',
};

function findEscapes() {
  const found: string[] = [];
  for (const file of walk(ROOT).filter(isTestOrScript)) {
    const text = readFileSync(file, 'utf8');
    const where = relative(ROOT, file);
    for (const name of OUTSIDE_NAMES) if (text.includes(name)) found.push(`${where}: mentions ${name}`);
    for (const match of text.matchAll(RELATIVE_PATH)) {
      const target = resolve(dirname(file), match[2]!);
      if (SNIPPETS[where] === undefined && relative(ROOT, target).startsWith('..')) found.push(`${where}: ${match[2]} leaves the repository`);
    }
  }
  return found;
}

describe('the repository is self-contained', () => {
  it('no test, script or config names a path outside the repository', () => {
    const sources = walk(ROOT).filter(isTestOrScript);
    // The scan really looks at the suites (a filter bug would make it pass on nothing).
    expect(sources.map((file) => relative(ROOT, file))).toEqual(
      expect.arrayContaining(['domain/public-cases.test.ts', 'scripts/test.mjs', 'playwright.config.ts']),
    );
    expect(findEscapes()).toEqual([]);
  });

  it('the public cases come with the repository', () => {
    for (const name of ['README.md', 'amounts.json', 'email.json', 'phone.json', 'postal.json']) {
      expect(existsSync(join(ROOT, 'test/fixtures/public-cases', name)), name).toBe(true);
    }
  });

  it('the public-cases suite passes from a copy of the repository with nothing beside it', () => {
    const parent = mkdtempSync(join(tmpdir(), 'pk-clone-'));
    const clone = join(parent, 'repo');
    try {
      cpSync(ROOT, clone, {
        recursive: true,
        filter: (source) => {
          const name = source.slice(source.lastIndexOf(sep) + 1);
          return source === ROOT || !(SKIP.has(name) || isBuildFolder(name)) || name === 'public';
        },
      });
      symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'), 'dir');
      expect(readdirSync(parent)).toEqual(['repo']);
      // A child vitest of its own: without our VITEST_* variables it behaves as a user's run.
      const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
      const run = spawnSync('npx', ['vitest', 'run', '--project', 'node', 'domain/public-cases.test.ts'], {
        cwd: clone,
        env: { ...env, NODE_ENV: 'test', NO_COLOR: '1' },
        encoding: 'utf8',
        timeout: 90_000,
      });
      const output = `${run.stdout}\n${run.stderr}`;
      expect(run.status, output).toBe(0);
      expect(output).toMatch(/Tests\s+\d{3,} passed/);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  }, 120_000);
});
