// The submission-path walk on its own build and port:
//   npx vite build --outDir dist-walk && npx playwright test -c e2e/checkout-paths/playwright.config.ts
// WALK_TEST_DIR=.. runs every spec of e2e/ there (see e2e/support/walk-config.ts).
import { walkConfig } from '../support/walk-config';

export default walkConfig(4391, process.env.WALK_TEST_DIR ?? '.');
