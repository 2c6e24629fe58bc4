// `qa paths --format playwright`: the specs it writes for a lifecycle path and a submission path
// are the committed ones that the main Playwright run walks (e2e/generated/), so the export cannot
// drift from what CI runs; a
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

  it('writes the committed spec for submission path #5 (a guest signs in and pays through the wallet)', async () => {
    const loaded = await loadMachine('checkout-submit');
    const path = readablePaths(loaded).find((p) => p.number === 5)!;
    const [spec] = playwrightSpecs(loaded, { paths: [path], promise: 'path 5', met: true }, 'e2e/generated');
    expect(spec!.text).toBe(readFileSync('e2e/generated/checkout-submit-path-5.spec.ts', 'utf8'));
  }, 30_000);

  it('writes a submission path on the submission walk, carried on from a busy state to where the page rests', async () => {
    const loaded = await loadMachine('checkout-submit');
    const paths = readablePaths(loaded);
    const submitting = paths.find((p) => p.target === 'submitting')!;
    const [spec] = playwrightSpecs(loaded, { paths: [submitting], promise: 'one', met: true }, 'e2e/generated');
    expect(spec!.file).toBe(resolve(`e2e/generated/checkout-submit-path-${submitting.number}.spec.ts`));
    expect(spec!.text).toContain("import { walkSubmitPath } from '../checkout-paths/walk-submit';");
    // The walk cannot stop while the machine submits: the path goes on to the thanks.
    expect(spec!.text).toMatch(/carried on to where the page rests \(paid\)/);
    expect(spec!.text).toMatch(/"payer": "guest",\n "state": "paid"/);
  }, 30_000);

  it('writes as test.fixme a submission path the walk cannot take: a guest meeting the insufficient-credit dialog', async () => {
    const loaded = await loadMachine('checkout-submit');
    const insufficient = readablePaths(loaded).find((p) => p.target === 'creditInsufficient')!;
    const [spec] = playwrightSpecs(loaded, { paths: [insufficient], promise: 'one', met: true }, 'e2e/generated');
    expect(spec!.text).toMatch(/test\.fixme\([\s\S]*signs a guest in as the customer/);
  }, 30_000);

  it('refuses a machine whose walk has no module to export to', async () => {
    const loaded = await loadMachine('app-review');
    expect(() => playwrightSpecs(loaded, { paths: [], promise: 'none', met: true }, 'e2e/generated')).toThrow(
      /No Playwright export for app-review[\s\S]*subscription-lifecycle, checkout-submit/,
    );
  }, 30_000);
});
