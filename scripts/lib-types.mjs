// The embeddable package's .d.ts files (npm run build:lib): tsc writes them with the layers'
// path aliases ('@domain/model') as the source has them, which a host's TypeScript cannot
// resolve; each is rewritten here to a relative path inside dist-lib/types.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const outDir = join(process.env.LIB_OUT_DIR ?? 'dist-lib', 'types');
const ALIASES = ['domain', 'machines', 'adapters', 'ui', 'routes'];
execFileSync('npx', ['tsc', '-p', 'tsconfig.lib.json', '--outDir', outDir], { stdio: 'inherit' });

const files = (dir) => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
const alias = new RegExp(`(['"])@(${ALIASES.join('|')})/`, 'g');
for (const file of files(outDir).filter((name) => name.endsWith('.d.ts'))) {
  const text = readFileSync(file, 'utf8');
  const rewritten = text.replace(alias, (_, quote, layer) => {
    const path = relative(dirname(file), join(outDir, layer)).replaceAll('\\', '/');
    return `${quote}${path.startsWith('.') ? path : `./${path}`}/`;
  });
  if (rewritten !== text) writeFileSync(file, rewritten);
}
console.log(`lib types: ${outDir}`);
