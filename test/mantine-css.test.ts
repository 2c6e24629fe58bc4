import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// ui/styles.ts imports Mantine's CSS per component (the full sheet is over the CSS budget).
// A component rendered without its CSS looks broken only in a browser, so check it here.
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [path] : [];
  });

const cssOf = (component: string) => join('node_modules/@mantine/core/styles', `${component}.css`);

describe('Mantine CSS', () => {
  it('is imported for every Mantine component the app renders', () => {
    const used = new Set<string>();
    for (const file of [...files('ui'), ...files('routes')]) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/import\s*{([^}]*)}\s*from\s*'@mantine\/core'/g)) {
        for (const name of match[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!.replace(/^type\s+/, ''))) {
          if (/^[A-Z]/.test(name) && existsSync(cssOf(name))) used.add(name);
        }
      }
    }
    const styles = readFileSync('ui/styles.ts', 'utf8');
    const missing = [...used].filter((name) => !styles.includes(`@mantine/core/styles/${name}.css'`));
    expect(missing, 'add these to ui/styles.ts').toEqual([]);
  });
});
