// The machine coverage gate (`npm run qa -- coverage --gate`, a stage of `npm test`): it fails as
// soon as one transition of one machine is no longer walked in unit replay.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BASELINE_PATH, baselineFailures, parseBaseline } from '../../scripts/qa/baseline';
import { coverageTable, gateFailures, machineCoverage } from '../../scripts/qa/coverage';
import { loadMachine } from '../../scripts/qa/model';

describe('machine coverage gate', () => {
  it.each(['route-progress', 'checkout-submit'])('fails when the paths that take one transition of %s are removed', { timeout: 30_000 }, async (folder) => {
    const loaded = await loadMachine(folder);
    const full = machineCoverage(loaded);
    expect(gateFailures([full])).toEqual([]);

    const removed = loaded.inventory.transitions.at(-1)!;
    const without = machineCoverage(loaded, [], (paths) =>
      // A path takes the transition when its replay fires it: drop every path whose events reach
      // the transition's source state and send its event there (checked by replay below).
      paths.filter((path) => !path.steps.some((step) => step.event.type === (removed.eventType || '\u0000'))),
    );
    expect(without.transitions.covered).toBeLessThan(full.transitions.covered);
    const failures = gateFailures([without]);
    expect(failures).toContain(`${folder}: transition never taken in unit replay: ${removed.id}`);
    // The committed baseline names it too, so the gate fails on the baseline's count, not the machine's.
    const baseline = { machines: { [folder]: parseBaseline(readFileSync(BASELINE_PATH, 'utf8')).machines[folder]! } };
    expect(baselineFailures(baseline, [{ loaded, coverage: full }])).toEqual([]);
    expect(baselineFailures(baseline, [{ loaded, coverage: without }])).toContain(`${folder}: transition of the baseline not walked in unit replay: ${removed.id}`);
    expect(coverageTable([without])).toMatch(new RegExp(`\\| ${folder} .*${without.transitions.covered}/${without.transitions.total}`));
  });

  it('prints one row per machine with unit and browser columns', async () => {
    const submit = machineCoverage(await loadMachine('checkout-submit'));
    const progress = machineCoverage(await loadMachine('route-progress'));
    const table = coverageTable([submit, progress]).split('\n');
    expect(table[0]).toMatch(/machine .*unit states .*unit transitions .*browser transitions/);
    expect(table[2]).toMatch(/checkout-submit .*not run/);
    expect(table[3]).toMatch(/route-progress .*11\/11 \(100 %\).*9\/9 \(100 %\).*\| -/);
  });
});
