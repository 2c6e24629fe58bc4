import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MACHINE_FILES, MISSING_FILE_REASONS, machineRegistry, NOT_MACHINES } from './registry';
import { oracleGaps } from './test-kit/oracle';

const here = fileURLToPath(new URL('.', import.meta.url));
const camel = (folder: string) => folder.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const entryFor = (folder: string) =>
  `  {\n    folder: '${folder}',\n    summary: '<what it models, one line>',\n    load: () => import('./${folder}/${folder}.graph').then((m) => m.${camel(folder)}Graph),\n  },`;

describe('machine registry', () => {
  it('lists every machine folder under machines/', () => {
    const folders = readdirSync(here).filter((name) => statSync(`${here}/${name}`).isDirectory() && !NOT_MACHINES.includes(name));
    const listed = new Set(machineRegistry.map((entry) => entry.folder));
    const missing = folders.filter((folder) => !listed.has(folder));
    if (missing.length > 0) {
      throw new Error(
        `machines/registry.ts has no entry for ${missing.join(', ')}. Create machines/<folder>/<folder>.graph.ts ` +
          `(see the comment at the top of machines/registry.ts) and add to machineRegistry:\n${missing.map(entryFor).join('\n')}`,
      );
    }
    expect(missing).toEqual([]);
  });

  it('lists each machine once, and only folders that exist', async () => {
    const folders = machineRegistry.map((entry) => entry.folder);
    expect(new Set(folders).size).toBe(folders.length);
    for (const entry of machineRegistry) {
      expect(statSync(`${here}/${entry.folder}`).isDirectory()).toBe(true);
      const graph = await entry.load();
      expect(graph.machine.id).toBeTruthy();
    }
  });
});

// Item 1 of issue 28: a path that reaches the right state with the wrong view must fail. Each
// graph carries its oracle, the oracle judges every leaf state, and the paths test replays the
// generated paths with it and expects no oracle problem (the replay itself runs there once).
describe.each(machineRegistry.map((entry) => entry.folder))('the oracle of %s', (folder) => {
  it('judges every state, and its paths test asserts it', async () => {
    const graph = await machineRegistry.find((entry) => entry.folder === folder)!.load();
    expect(graph.oracle, `machines/${folder}/${folder}.graph.ts has no oracle: write machines/${folder}/${folder}.oracle.ts (see fast-pay.oracle.ts)`).toBeDefined();
    expect(oracleGaps(graph.machine, graph.oracle!)).toEqual([]);
    const pathsTest = readFileSync(`${here}/${folder}/${folder}.paths.test.ts`, 'utf8');
    expect(pathsTest).toMatch(/oracle: graph\.oracle/);
    expect(pathsTest).toMatch(/expect\(report\.oracle\)\.toEqual\(\[\]\)/);
  });
});

describe('machine folder layout', () => {
  const folders = readdirSync(here).filter((name) => statSync(`${here}/${name}`).isDirectory() && !NOT_MACHINES.includes(name));

  it('gives every machine folder the same file set (docs/machines.md "The files of a machine")', () => {
    const missing = folders.flatMap((folder) =>
      MACHINE_FILES.filter((suffix) => !existsSync(`${here}/${folder}/${folder}.${suffix}`))
        .filter((suffix) => !MISSING_FILE_REASONS[`${folder}.${suffix}`])
        .map((suffix) => `machines/${folder}/${folder}.${suffix}`),
    );
    expect(missing, 'create these files, or add the file to MISSING_FILE_REASONS in machines/registry.ts with the reason it makes no sense').toEqual([]);
  });

  it('lists as missing only files that are missing', () => {
    const stale = Object.keys(MISSING_FILE_REASONS).filter((file) => existsSync(`${here}/${file.split('.')[0]}/${file}`));
    expect(stale, 'these files exist now: remove them from MISSING_FILE_REASONS').toEqual([]);
  });
});
