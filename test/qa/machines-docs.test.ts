// docs/machines.md's generated section is what the registry says today.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCS_END, DOCS_START, machinesSection, withSection } from '../../scripts/qa/docs';

describe('docs/machines.md', () => {
  it('holds the generated diagrams and event tables of every registered machine, fresh', async () => {
    const current = readFileSync('docs/machines.md', 'utf8');
    const section = await machinesSection();
    expect(current, 'docs/machines.md has no generated section: run `npm run qa -- docs`').toContain(DOCS_START);
    const stored = current.slice(current.indexOf(DOCS_START), current.indexOf(DOCS_END) + DOCS_END.length);
    // A mismatch means a machine or the registry changed: run `npm run qa -- docs` and commit docs/machines.md.
    expect(stored, 'docs/machines.md is stale: run `npm run qa -- docs` and commit it').toBe(section);
    expect(withSection(current, section)).toBe(current);
  }, 30_000);
});
