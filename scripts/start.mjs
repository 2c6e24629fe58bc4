// `npm start`: the app with its embedded sandbox back end (msw service worker), no server needed.
import { spawn } from 'node:child_process';

console.log('Starting the app on the embedded sandbox Payment Kit…');
// PORT picks the port (default 5173); when it is taken, vite serves on the next free one and
// prints that URL. Extra arguments go to vite (the dev smoke suite passes --strictPort).
const args = ['vite', '--host', '127.0.0.1', '--port', process.env.PORT ?? '5173', ...process.argv.slice(2)];
const child = spawn('npx', args, { stdio: 'inherit' });
// Stopping `npm start` (Ctrl+C, or a test runner ending it) stops vite too.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
