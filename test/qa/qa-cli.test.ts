// The QA command's help and its errors: an unknown machine, verb or option stops with exit code 2
// and says what exists.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { machineRegistry } from '@machines/registry';
import { main } from '../../scripts/qa/cli';

const run = async (...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void out.push(args.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void err.push(args.join(' ')));
  const code = await main(argv);
  return { code, out: out.join('\n'), err: err.join('\n') };
};

afterEach(() => vi.restoreAllMocks());

describe('npm run qa', () => {
  it('prints help listing every verb and every registered machine', async () => {
    const { code, out } = await run('help');
    expect(code).toBe(0);
    for (const verb of ['list', 'paths', 'diagram', 'coverage', 'baseline', 'coverage-diff', 'mutation', 'docs', 'walk']) expect(out).toMatch(new RegExp(`^  ${verb}`, 'm'));
    for (const entry of machineRegistry) expect(out).toContain(entry.folder);
  });

  it.each([
    [['paths', 'no-such-machine'], /Unknown machine "no-such-machine"\. Known machines: .*route-progress/],
    [['explode'], /Unknown verb "explode"/],
    [['paths', 'route-progress', '--depth', '3'], /Unknown option --depth for "paths" \(options: --until, --target, --max-length, --format, --out, --seed, --stop, --random, --weighted\)/],
    [['paths', 'route-progress', '--seed', '3'], /--seed is an option of random walks: add --random/],
    [['paths', 'route-progress', '--random', '--until', 'all-states'], /--until selects generated paths; a random walk stops with --stop/],
    [['paths', 'route-progress', '--random', '--stop', 'forever'], /Unknown stop condition "forever"\. Stop conditions: coverage:/],
    [['paths', 'route-progress', '--random', '--stop', 'coverage:120'], /coverage:<percent> takes 0 to 100/],
    [['paths', 'route-progress', '--random', '--stop', 'time:10'], /time:<n>ms\|s\|m/],
    [['paths', 'route-progress', '--random', '--stop', 'state:nowhere'], /No state "nowhere" in route-progress\. States: routeProgress, /],
    [['paths', 'route-progress', '--random', '--stop', 'transition:xstate'], /transition:xstate matches 3 transitions/],
    [['mutation', 'no-such-machine', '--last'], /Unknown machine "no-such-machine".*or domain/],
    [['coverage-diff'], /"coverage-diff" needs a revision/],
    [['coverage-diff', 'no-such-revision'], /git show no-such-revision:qa\/coverage-baseline\.json failed/],
    [['paths', 'route-progress', '--until', 'forever'], /--until must be all-paths, all-states or all-transitions/],
    [['paths', 'route-progress', '--max-length', 'ten'], /--max-length must be a whole number/],
    [['paths', 'route-progress', '--target'], /--target needs a value/],
    [['paths'], /"paths" needs a machine/],
    [['walk', 'route-progress', '1'], /"route-progress" has no UI walk/],
  ])('qa %j stops with a clear error', async (argv, message) => {
    const { code, err } = await run(...argv);
    expect(code).toBe(2);
    expect(err).toMatch(message);
  });

  // Machines change under the tool: these read the numbers from the machine, never hard-code them.
  it('prints numbered steps with event, guard and state, and exports JSON and Markdown', { timeout: 30_000 }, async () => {
    const text = await run('paths', 'checkout-submit', '--until', 'all-transitions');
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/^checkout-submit: \d+ paths — paths that together take all \d+ transitions$/m);
    expect(text.out).toMatch(/^#\d+ → \S+ \(\d+ steps\)$/m);
    // A step: number, event, payload, the guard that allowed it, the state reached.
    expect(text.out).toMatch(/^ {2}1\. user\.submit \{"values":.* \[\w+\] → \w+$/m);
    const json = JSON.parse((await run('paths', 'route-progress', '--format', 'json')).out) as {
      paths: Array<{ number: number; steps: Array<{ event: { type: string }; state: string }> }>;
    };
    expect(json.paths.map((p) => p.number)).toEqual(json.paths.map((_, i) => i + 1));
    expect(json.paths.flatMap((p) => p.steps.map((s) => s.event.type))).toContain('xstate.after.ghost.routeProgress.finishing');
    const md = (await run('paths', 'route-progress', '--target', 'settled', '--format', 'markdown')).out;
    expect(md).toMatch(/^## Path \d+ → `shown\(minimum\.young, route\.settled\)`$/m);
    expect(md).toMatch(/^\| 3 \| `router\.idle` \| {2}\| {2}\| `shown\(minimum\.young, route\.settled\)` \|$/m);
  });

  it('lists no empty path and names every guard', async () => {
    for (const machine of ['app-review', 'subscription-lifecycle']) {
      const { out } = await run('paths', machine, '--until', 'all-transitions');
      expect(out).not.toMatch(/\(0 steps\)/);
      expect(out).not.toMatch(/\[(guard|inline guard)\]/);
    }
    const { out } = await run('paths', 'subscription-lifecycle', '--until', 'all-transitions');
    expect(out).toMatch(/\[isPhase\(phase: \w+\)\]/);
    expect(out).toMatch(/\[paysByCard\]/);
  }, 60_000);

  it('walks a machine at random: the same seed prints the same steps, JSON carries seed, stop and input', async () => {
    const walk = (...extra: string[]) => run('paths', 'checkout-submit', '--random', ...extra);
    const first = await walk('--seed', '11', '--stop', 'length:25');
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/^checkout-submit: 1 path — random walk, seed 11, stop length:25: stopped by length:25 after 25 steps; states \d+\/\d+ \(\d+ %\), transitions \d+\/\d+/m);
    expect(first.out).toMatch(/^#1 → \S+ \(25 steps\)$/m);
    expect((await walk('--seed', '11', '--stop', 'length:25')).out).toBe(first.out);
    expect((await walk('--seed', '12', '--stop', 'length:25')).out).not.toBe(first.out);
    // checkout-submit ends in final states (paid, …): the walk starts new runs, each listed as a path.
    const weighted = await walk('--seed', '11', '--weighted', '--stop', 'coverage:90,length:3000');
    expect(weighted.code).toBe(0);
    expect(weighted.out).toMatch(/weighted random walk, seed 11, stop coverage:90 or length:3000: stopped by coverage:90 after \d+ steps in \d+ runs/);
    expect(weighted.out).toMatch(/^#2 → /m);

    const json = JSON.parse((await walk('--seed', '5', '--stop', 'transition:user.checkAgain', '--format', 'json')).out) as {
      input: unknown;
      walk: { seed: number; stop: string[]; stoppedBy: string };
      paths: Array<{ steps: Array<{ event: { type: string } }> }>;
    };
    expect(json.input).not.toBeNull();
    expect(json.walk).toMatchObject({ seed: 5, stoppedBy: expect.stringMatching(/^transition:.*user\.checkAgain/) });
    expect(json.paths.at(-1)!.steps.at(-1)!.event.type).toBe('user.checkAgain');
  }, 60_000);

  it('stops a walk on a state named by the end of its id, and says when a condition was not met', async () => {
    const reached = await run('paths', 'route-progress', '--random', '--seed', '2', '--stop', 'state:settled');
    expect(reached.code).toBe(0);
    expect(reached.out).toMatch(/stopped by state:routeProgress\.shown\.route\.settled/);
    expect(reached.out).toMatch(/→ shown\(minimum\.young, route\.settled\)$/m);
    const capped = await run('paths', 'route-progress', '--random', '--seed', '2', '--stop', 'time:5m', '--stop', 'length:3');
    expect(capped.out).toMatch(/stop time:300000ms or length:3: stopped by length:3 after 3 steps/);
  });

  it('shows under a guarded step the context fields its guard read, named from serializeContext', async () => {
    const { out } = await run('paths', 'card-payment', '--target', 'rechecking');
    expect(out).toMatch(/^ {2}4\. card\.confirm \{\} \[outcomeUnknown\] → rechecking\n {7}guard read context\.check = \["unknown"\]$/m);
    // No guard, nothing read: the line is only under guarded steps.
    expect(out).not.toMatch(/→ confirming\n {7}guard read/);
    const json = JSON.parse((await run('paths', 'card-payment', '--target', 'rechecking', '--format', 'json')).out) as { paths: Array<{ steps: Array<{ guard: string; reads?: string }> }> };
    expect(json.paths[0]!.steps.at(-1)).toMatchObject({ guard: 'outcomeUnknown', reads: 'context.check = ["unknown"]' });
  });

  it('writes a manual test script: plain-language steps, each with the expected result from the oracle', async () => {
    const { code, out } = await run('paths', 'route-progress', '--target', 'finishing', '--format', 'manual');
    expect(code).toBe(0);
    expect(out).toMatch(/^# route-progress: manual test script$/m);
    // Path 8: the bar was seen long enough before the route settled; it fills when the router goes idle.
    const path = out.split('## ').find((part) => part.includes('Wait for the minimum delay.\n   Expected: the progress bar is visible: true; the bar is hidden, running or full: "running"'))!;
    expect(path).toMatch(/^1\. The router reports: pending\.\n {3}Expected: the progress bar is visible: false; the bar is hidden, running or full: "hidden"$/m);
    expect(path).toMatch(/^4\. The router reports: idle\.\n {3}Expected: the progress bar is visible: true; the bar is hidden, running or full: "done"$/m);
    const session = (await run('paths', 'session', '--until', 'all-states', '--format', 'manual')).out;
    expect(session).toMatch(/^\d+\. The load session request fails \(\{"error":"Error\(down\)"\}\)\.\n {3}Expected: .*the protected area shows loading, its pages, Forbidden or an error: "failed"/m);
    expect(session).not.toMatch(/nothing stated/);
  });

  it('compares baselines between revisions', async () => {
    const same = await run('coverage-diff', 'HEAD', 'HEAD');
    expect(same.code).toBe(0);
    expect(same.out).toBe('No state or transition added or removed between HEAD and HEAD.');
  });

  it('prints a Mermaid state diagram', async () => {
    const { code, out } = await run('diagram', 'route-progress');
    expect(code).toBe(0);
    expect(out).toMatch(/^stateDiagram-v2\n {2}\[\*\] --> routeProgress_idle/);
    expect(out).toContain('routeProgress_finishing --> routeProgress_shown : router.pending');
  });
});
