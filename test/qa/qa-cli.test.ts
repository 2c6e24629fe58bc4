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

  it('prints numbered steps with event, guard and state, and exports JSON and Markdown', async () => {
    const text = await run('paths', 'fast-pay', '--until', 'all-transitions');
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/^fast-pay: \d+ paths — paths that together take all 5 transitions/);
    expect(text.out).toMatch(/^ {2}2\. xstate\.done\.actor\.fastCheckoutConfirm \{"output":\{"fastPaid":true\}\} \[wasFastPaid\] → done$/m);
    const json = JSON.parse((await run('paths', 'fast-pay', '--format', 'json')).out) as { paths: Array<{ number: number; steps: unknown[] }> };
    expect(json.paths.map((p) => p.number)).toEqual(json.paths.map((_, i) => i + 1));
    const md = (await run('paths', 'fast-pay', '--target', 'confirming', '--format', 'markdown')).out;
    expect(md).toMatch(/^## Path \d+ → `confirming`$/m);
    expect(md).toMatch(/^\| 1 \| `user\.confirmFastPay` \|/m);
  });

  it('prints a Mermaid state diagram', async () => {
    const { code, out } = await run('diagram', 'settings-loader');
    expect(code).toBe(0);
    expect(out).toMatch(/^stateDiagram-v2\n {2}\[\*\] --> settingsLoader_loading/);
    expect(out).toContain('settingsLoader_failed --> settingsLoader_loading : user.retry');
  });
});
