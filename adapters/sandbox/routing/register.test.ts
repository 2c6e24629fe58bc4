// The handlers register by convention (routing/register.ts): every file of handlers/ is a module
// with handlers(ctx), and the one route whose place matters across files comes first.
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../storage/local-store';
import { seedData } from '../seed';
import { createSandboxStore } from '../state';
import { createHandlers, handlerModules } from './register';

describe('handler registration', () => {
  it('finds every feature file of handlers/ (tests left out), each with handlers(ctx)', () => {
    const files = handlerModules().map(({ file }) => file.replace('../handlers/', ''));
    expect(files).toContain('invoices.ts');
    expect(files).toContain('app-store-public.ts');
    expect(files.some((f) => f.endsWith('.test.ts'))).toBe(false);
    for (const { module } of handlerModules()) expect(typeof module.handlers).toBe('function');
  });

  it('registers GET /api/credit-grants/summary before GET /api/credit-grants/:id', () => {
    const store = createSandboxStore(seedData, { storage: memoryStore() });
    const paths = createHandlers('/payment-kit', store).map((h) => `${String(h.info.header)}`);
    const summary = paths.findIndex((p) => p.includes('/api/credit-grants/summary'));
    const byId = paths.findIndex((p) => p.includes('/api/credit-grants/:id'));
    expect(summary).toBeGreaterThanOrEqual(0);
    expect(summary).toBeLessThan(byId);
  });
});
