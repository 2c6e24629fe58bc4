// `qa walk <file.json>`: a path file (the JSON export or the inspector's "Save as path") replays on
// its machine state by state; a file that does not match its machine fails and says where.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../scripts/qa/cli';

const dir = mkdtempSync(join(tmpdir(), 'qa-replay-'));
const write = (name: string, content: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};
const run = async (...argv: string[]) => {
  const out: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void out.push(args.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void out.push(args.join(' ')));
  vi.spyOn(process.stderr, 'write').mockImplementation((text) => (out.push(String(text)), true));
  const code = await main(argv);
  return { code, out: out.join('\n') };
};

afterEach(() => vi.restoreAllMocks());

describe('qa walk <file.json>', () => {
  it('replays every path the JSON export writes, each step in the state it names', async () => {
    const file = join(dir, 'route-progress.json');
    expect((await run('paths', 'route-progress', '--random', '--seed', '3', '--stop', 'length:15', '--format', 'json', '--out', file)).code).toBe(0);
    const { code, out } = await run('walk', file);
    expect(out).toContain('Every step reached the state the file says.');
    expect(out).toMatch(/1\. router\.pending → waiting/);
    expect(code).toBe(0);
  });

  it('fails on a step whose state the machine does not reach, naming it', async () => {
    const file = write('wrong.json', {
      machine: 'route-progress',
      machineId: 'routeProgress',
      input: null,
      paths: [{ number: 1, target: 'idle', steps: [{ event: { type: 'router.pending' }, guard: '', state: 'shown' }] }],
    });
    const { code, out } = await run('walk', file);
    expect(out).toContain('path #1, step 1 (router.pending): reached waiting, the file says shown');
    expect(code).toBe(1);
  });

  it('fails when the path ends elsewhere than its target', async () => {
    const file = write('target.json', { machine: 'route-progress', paths: [{ number: 1, target: 'idle', steps: [{ event: { type: 'router.pending' }, state: '' }] }] });
    const { code, out } = await run('walk', file);
    expect(out).toContain('path #1: ended in waiting, the file says idle');
    expect(code).toBe(1);
  });

  it.each([
    ['not-json.json', '{', /is not JSON/],
    ['no-paths.json', { machine: 'route-progress' }, /is not a path file/],
    ['no-event.json', { machine: 'route-progress', paths: [{ steps: [{ state: 'idle' }] }] }, /each with an "event" that has a "type"/],
    ['other-machine.json', { machine: 'route-progress', machineId: 'door', paths: [] }, /The file is of machine "door", but machines\/route-progress runs "routeProgress"/],
    ['unknown.json', { machine: 'no-such', paths: [] }, /Unknown machine "no-such"/],
  ])('refuses %s with exit 2 and says why', async (name, content, message) => {
    const { code, out } = await run('walk', write(name, content));
    expect(out).toMatch(message);
    expect(code).toBe(2);
  });
});
