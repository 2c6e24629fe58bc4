#!/usr/bin/env node
// Every `docs/spec/<file>.md §N`, `docs/reference/<file>.md §N` and `docs/architecture.md §N` that a
// code comment (or a test name) cites must name a part of that file a reader can find: a heading numbered N, or, for
// N = A.B, item B of the numbered list under heading A (the notes number their steps that way).
// A citation that points nowhere is as bad as none, and renumbered notes would leave many behind.
//
//   node scripts/check-doc-refs.mjs        prints every dangling citation, exits 1 if there is one
//
// All the § numbers after a cited file up to the next cited file on the same line are checked
// (a cited file followed by "§3 auto top-up config, §5 limits" has §3 and §5 checked).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SKIP = new Set(['node_modules', '.git', 'coverage', 'test-results', 'playwright-report', 'public']);
const CODE = /\.(ts|tsx|mjs|js|cjs)$/;

function* codeFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('dist')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* codeFiles(path);
    else if (CODE.test(entry.name)) yield path;
  }
}

/** The citable parts of a markdown file: '3', '3.4', and '3.4.9' for item 9 of the list under 3.4. */
function sectionsOf(markdown) {
  const found = new Set();
  let current = null;
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/.exec(line);
    if (heading) {
      current = heading[1];
      const parts = current.split('.');
      for (let i = 1; i <= parts.length; i++) found.add(parts.slice(0, i).join('.'));
      continue;
    }
    if (/^#{1,6}\s/.test(line)) {
      current = null;
      continue;
    }
    const item = /^\s{0,3}(\d+)\.\s/.exec(line);
    if (item && current) found.add(`${current}.${item[1]}`);
  }
  return found;
}

const sectionCache = new Map();
function sections(docPath) {
  if (!sectionCache.has(docPath)) {
    const file = join(root, docPath);
    sectionCache.set(docPath, existsSync(file) ? sectionsOf(readFileSync(file, 'utf8')) : null);
  }
  return sectionCache.get(docPath);
}

const CITED = /docs\/(?:(?:spec|reference)\/[\w-]+|architecture)\.md/g;
const dangling = [];
let citations = 0;

for (const file of codeFiles(root)) {
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    const matches = [...line.matchAll(CITED)];
    matches.forEach((match, k) => {
      const end = k + 1 < matches.length ? matches[k + 1].index : line.length;
      const tail = line.slice(match.index + match[0].length, end);
      const numbers = [...tail.matchAll(/§\s?(\d+(?:\.\d+)*)/g)].map((m) => m[1]);
      const where = `${relative(root, file)}:${index + 1}`;
      const known = sections(match[0]);
      if (known === null) {
        dangling.push(`${where}: ${match[0]} does not exist`);
        return;
      }
      for (const n of numbers) {
        citations++;
        if (!known.has(n)) dangling.push(`${where}: ${match[0]} has no §${n}`);
      }
    });
  });
}

if (dangling.length > 0) {
  console.error(`${dangling.length} dangling citation(s) of docs/spec, docs/reference or docs/architecture.md:`);
  for (const d of dangling) console.error(`  ${d}`);
  process.exit(1);
}
console.log(`${citations} citations of docs/spec, docs/reference and docs/architecture.md, all of them found.`);
