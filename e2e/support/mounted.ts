// Where the browser tests find the build served under a mount prefix (scripts/serve-mounted.mjs,
// started by playwright.config.ts beside vite preview, on the same dist).
const PORT = Number(process.env.E2E_PORT ?? 4173);

export const MOUNT_PREFIX = '/payment/';
export const MOUNTED_PORT = Number(process.env.E2E_MOUNTED_PORT ?? PORT + 100);
export const MOUNTED_URL = `http://127.0.0.1:${MOUNTED_PORT}${MOUNT_PREFIX}`;
