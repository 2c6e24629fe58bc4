// Finds the system Chromium, or installs Debian's package when we can (root or passwordless
// sudo with apt-get). Fails with a clear message otherwise.
import { execFileSync, spawnSync } from 'node:child_process';
import { findChromium } from './chromium-path.mjs';

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

function install() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = !isRoot && has('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  if (!has('apt-get') || (!isRoot && !sudo)) return false;
  const run = (args) =>
    execFileSync(isRoot ? args[0] : 'sudo', isRoot ? args.slice(1) : ['-n', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  console.log('Chromium not found; installing Debian\'s chromium package (about 30 s)…');
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium']);
  return true;
}

let path = findChromium();
if (!path && install()) path = findChromium();
if (!path) {
  console.error(
    [
      'No Chromium found for the browser tests, and it could not be installed automatically.',
      'Install it with:   sudo apt-get install -y chromium   (Debian/Ubuntu)',
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
const version = spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(`Chromium: ${path} (${version || 'version unknown'})`);
