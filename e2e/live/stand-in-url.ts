// Where the browser tests find the live stand-in (scripts/live-server.mjs, started by
// playwright.config.ts on the LIVE build beside vite preview and the mounted build).
const PORT = Number(process.env.E2E_PORT ?? 4173);

export const LIVE_PREFIX = '/payment/';
export const LIVE_PORT = Number(process.env.E2E_LIVE_PORT ?? PORT + 200);
export const LIVE_ORIGIN = `http://127.0.0.1:${LIVE_PORT}`;
export const LIVE_URL = `${LIVE_ORIGIN}${LIVE_PREFIX}`;
/** The live build the stand-in serves (the test command builds dist-live before the browser tests). */
export const LIVE_DIST = process.env.E2E_LIVE_DIR ?? 'dist-live';

