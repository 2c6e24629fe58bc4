// `qa paths --format playwright`: the spec it writes for a path is the committed one that the
// main Playwright run walks (e2e/generated/), so the export cannot drift from what CI runs; a
// path no sandbox scenario can produce is written as test.fixme with the reason; a machine
// whose walk lives inside its own spec is refused by name.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMachine, readablePaths } from '../../scripts/qa/model';
import { playwrightSpecs } from '../../scripts/qa/playwright-export';

const COMMITTED = 'e2e/generated/subscription-lifecycle-path-20.spec.ts';

describe('qa paths --format playwright', () => {
  it('writes the committed spec for path #20, walked on the lifecycle page objects', async () => {
    const loaded = await loadMachine('subscription-lifecycle');
    const path = readablePaths(loaded).find((p) => p.number === 20)!;
    const [spec] = playwrightSpecs(loaded, { paths: [path], promise: 'path 20', met: true }, 'e2e/generated');
    expect(spec!.file).toBe(resolve(COMMITTED));
    expect(spec!.text).toBe(readFileSync(COMMITTED, 'utf8'));
    expect(spec!.text).toContain("import { walkLifecycle } from '../portal-paths/walk-lifecycle';");
    expect(spec!.text).toMatch(/user\.submitCancel[\s\S]*xstate\.done\.actor\.cancelSubscription/);
  }, 30_000);

  it('writes a path the sandbox cannot produce as test.fixme with the reason', async () => {
    const loaded = await loadMachine('subscription-lifecycle');
    const trialScheduled = readablePaths(loaded).find((p) =>
      p.steps.some((s) => s.event === 'xstate.done.actor.cancelSubscription') && p.steps[0]!.state === 'trialing' && p.target === 'cancelScheduled',
    );
    expect(trialScheduled).toBeDefined();
    const [spec] = playwrightSpecs(loaded, { paths: [trialScheduled!], promise: 'one', met: true }, 'e2e/generated');
    expect(spec!.text).toMatch(/test\.fixme\([\s\S]*a trial always cancels at once/);
  }, 30_000);

  it('refuses a machine whose walk has no module to export to', async () => {
    const loaded = await loadMachine('checkout-submit');
    expect(() => playwrightSpecs(loaded, { paths: [], promise: 'none', met: true }, 'e2e/generated')).toThrow(/No Playwright export for checkout-submit/);
  }, 30_000);
});
