// `npm start`: the app with its embedded sandbox back end (msw service worker), no server needed.
import { spawn } from 'node:child_process';

console.log('Starting the app on the embedded sandbox Payment Kit…');
const child = spawn('npx', ['vite', '--host', '127.0.0.1', '--port', process.env.PORT ?? '5173'], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 0));
