// The subscription lifecycle walk on its own build and port (`npm run qa -- walk subscription-lifecycle [n]` uses it):
//   npx vite build --outDir dist-walk && npx playwright test -c e2e/portal-paths/playwright.config.ts
import { walkConfig } from '../support/walk-config';

export default walkConfig(4394);
