// Where the example host page (examples/host/serve.mjs) listens: 300 above the app's port, so
// several work trees' browser suites run side by side (E2E_PORT).
export const HOST_PORT = Number(process.env.E2E_PORT ?? 4173) + 300;
export const HOST_URL = `http://127.0.0.1:${HOST_PORT}/`;
/** The library build it serves (npm run build:lib writes dist-lib). */
export const LIB_DIR = process.env.E2E_LIB_DIR ?? 'dist-lib';
