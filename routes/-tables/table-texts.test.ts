import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A table shows billing texts (invoice status, Pay): a route that loaded the 'tables' area alone
// showed the key `billing.invoice.pay` on an uncollectible invoice. Routes load both through
// ensureTableTexts. (In-app navigation keeps areas loaded, so the dev smoke saw this only by luck.)
const routesDir = new URL('../', import.meta.url).pathname;
const routeFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? routeFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

describe('table texts', () => {
  const files = routeFiles(routesDir).filter((file) => !/table-texts(\.test)?\.ts$/.test(file));
  it('finds the route files', () => expect(files.length).toBeGreaterThan(30));
  it.each(files.map((file) => [file.slice(routesDir.length), file]))("%s never loads the 'tables' area without the billing texts", (_, file) => {
    expect(readFileSync(file, 'utf8')).not.toContain("ensureArea('tables')");
  });
});
