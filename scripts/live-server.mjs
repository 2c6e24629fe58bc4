// The live stand-in server (test tooling, issue 29): the LIVE build served as a Blocklet Server
// serves it, the Payment Kit API and the relay WebSocket answered by the sandbox engine, a control
// endpoint in place of the DID wallet. What it does: scripts/live-server/server.mjs; docs/live.md.
//
//   node scripts/live-server.mjs [--dist dist-live] [--prefix /payment/] [--port 4373]
import { startLiveServer } from './live-server/server.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const dist = arg('dist', 'dist-live');
const live = await startLiveServer({ dist, prefix: arg('prefix', '/payment/'), port: Number(arg('port', 4373)) });
console.log(`live stand-in: ${dist} at ${live.url}`);
const stop = () => void live.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
