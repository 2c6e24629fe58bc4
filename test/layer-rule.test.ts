import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rule of docs/architecture.md §1 lives in eslint.config.js; these cases make sure it bites.
const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax');
}

// ESLint's first run loads the TypeScript parser: seconds on a busy 2-core machine.
describe('layer rule', { timeout: 60_000 }, () => {
  it.each([
    ['domain/pricing/x.ts', "import { createHttpClient } from '@adapters/http/client';"],
    ['domain/pricing/x.ts', "import { createHttpClient } from '../../adapters/http/client';"],
    ['domain/pricing/x.ts', "import { setup } from 'xstate';"],
    ['machines/checkout-submit/x.ts', "import { ApiError } from '@adapters/http/api-error';"],
    ['machines/checkout-submit/x.ts', "import { Button } from '@mantine/core';"],
    ['ui/checkout/X.tsx', "import { createHttpClient } from '@adapters/http/client';"],
    ['ui/checkout/X.tsx', "import { Route } from '@routes/__root';"],
    ['adapters/api/x.ts', "import { HomePage } from '@ui/shell/HomePage';"],
    ['adapters/api/x.ts', "import { routeProgressMachine } from '@machines/route-progress/route-progress.machine';"],
  ])('%s may not: %s', async (filePath, code) => {
    expect(await layerErrors(filePath, `${code}\nexport const used = 1;`)).not.toHaveLength(0);
  });

  it.each([
    ['machines/checkout-submit/x.ts', "import type { Price } from '@domain/model';"],
    ['adapters/api/x.ts', "import type { CheckoutApi } from '@machines/ports';"],
    ['ui/checkout/X.tsx', "import type { Price } from '@domain/model';"],
    ['routes/x.tsx', "import { createCoreAdapters } from '@adapters/compose';"],
  ])('%s may: %s', async (filePath, code) => {
    expect(await layerErrors(filePath, `${code}\nexport const used = 1;`)).toEqual([]);
  });

  it('keeps the clock and randomness out of domain/', async () => {
    expect(await layerErrors('domain/trial/x.ts', 'export const now = () => Date.now();')).toHaveLength(1);
    expect(await layerErrors('domain/donation/x.ts', 'export const r = () => Math.random();')).toHaveLength(1);
  });
});
