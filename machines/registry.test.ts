import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { machineRegistry, NOT_MACHINES } from './registry';

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
