// The review-path walk on its own build and port (`npm run qa -- walk app-review [n]` uses it):
//   npx vite build --outDir dist-walk && npx playwright test -c e2e/store-paths/playwright.config.ts
import { walkConfig } from '../support/walk-config';

export default walkConfig(4393);
