// Finds the system Chromium, or installs Debian's package when we can (root or passwordless
// sudo with apt-get). Fails with a clear message otherwise. Also makes sure a CJK font exists,
// or every Chinese text in the screenshots is a row of boxes.
import { execFileSync, spawnSync } from 'node:child_process';
import { findChromium } from './chromium-path.mjs';

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

const canInstall = () => {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = !isRoot && has('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  return has('apt-get') && (isRoot || sudo) ? (isRoot ? [] : ['sudo', '-n']) : null;
};

const aptInstall = (prefix, packages) => {
  const [command, ...args] = [...prefix, 'apt-get'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync(command, [...args, 'update', '-qq'], { stdio: 'inherit', env });
  execFileSync(command, [...args, 'install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
};

const hasCjkFont = () => spawnSync('sh', ['-c', 'fc-list :lang=zh | grep -q .'], { stdio: 'ignore' }).status === 0;

function install() {
  const prefix = canInstall();
  if (!prefix) return false;
  console.log("Chromium not found; installing Debian's chromium package (about 30 s)…");
  aptInstall(prefix, ['chromium']);
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

if (!hasCjkFont()) {
  const prefix = canInstall();
  if (prefix) {
    console.log('No Chinese font found; installing fonts-wqy-microhei (1.6 MB)…');
    aptInstall(prefix, ['fonts-wqy-microhei']);
  } else {
    console.warn('Warning: no Chinese font installed; Chinese text will render as boxes in screenshots.');
  }
}
