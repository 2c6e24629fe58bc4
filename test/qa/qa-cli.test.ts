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
    for (const verb of ['list', 'paths', 'diagram', 'coverage', 'docs', 'walk']) expect(out).toMatch(new RegExp(`^  ${verb}`, 'm'));
    for (const entry of machineRegistry) expect(out).toContain(entry.folder);
  });

  it.each([
    [['paths', 'no-such-machine'], /Unknown machine "no-such-machine"\. Known machines: .*settings-loader/],
    [['explode'], /Unknown verb "explode"/],
    [['paths', 'settings-loader', '--depth', '3'], /Unknown option --depth for "paths" \(options: --until, --target, --max-length, --format, --out\)/],
    [['paths', 'settings-loader', '--until', 'forever'], /--until must be all-paths, all-states or all-transitions/],
    [['paths', 'settings-loader', '--max-length', 'ten'], /--max-length must be a whole number/],
    [['paths', 'settings-loader', '--target'], /--target needs a value/],
    [['paths'], /"paths" needs a machine/],
    [['walk', 'settings-loader', '1'], /"settings-loader" has no UI walk/],
  ])('qa %j stops with a clear error', async (argv, message) => {
    const { code, err } = await run(...argv);
    expect(code).toBe(2);
    expect(err).toMatch(message);
  });

  // Machines change under the tool: these read the numbers from the machine, never hard-code them.
  it('prints numbered steps with event, guard and state, and exports JSON and Markdown', async () => {
    const text = await run('paths', 'checkout-submit', '--until', 'all-transitions');
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/^checkout-submit: \d+ paths — paths that together take all \d+ transitions$/m);
    expect(text.out).toMatch(/^#\d+ → \S+ \(\d+ steps\)$/m);
    // A step: number, event, payload, the guard that allowed it, the state reached.
    expect(text.out).toMatch(/^ {2}1\. user\.submit \{"values":.* \[\w+\] → \w+$/m);
    const json = JSON.parse((await run('paths', 'settings-loader', '--format', 'json')).out) as {
      paths: Array<{ number: number; steps: Array<{ event: { type: string }; state: string }> }>;
    };
    expect(json.paths.map((p) => p.number)).toEqual(json.paths.map((_, i) => i + 1));
    expect(json.paths.flatMap((p) => p.steps.map((s) => s.event.type))).toContain('user.retry');
    const md = (await run('paths', 'settings-loader', '--target', 'failed', '--format', 'markdown')).out;
    expect(md).toMatch(/^## Path \d+ → `failed`$/m);
    expect(md).toMatch(/^\| 1 \| `xstate\.error\.actor\.loadSettings` \| `\{"error":"Error\(down\)"\}` \| {2}\| `failed` \|$/m);
  });

  it('prints a Mermaid state diagram', async () => {
    const { code, out } = await run('diagram', 'settings-loader');
    expect(code).toBe(0);
    expect(out).toMatch(/^stateDiagram-v2\n {2}\[\*\] --> settingsLoader_loading/);
    expect(out).toContain('settingsLoader_failed --> settingsLoader_loading : user.retry');
  });
});
