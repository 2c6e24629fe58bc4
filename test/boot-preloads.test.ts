import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { filesFor } from '../scripts/vite-boot-preloads';

// The files index.html preloads (docs/speed.md) for a boot import are its chunk and that chunk's static
// imports, less what the entry's own tags already load.
const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) => ({ type: 'chunk', fileName, moduleIds, imports });
const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', ['/app/main.tsx'], ['assets/react.js']),
    chunk('assets/react.js', ['/app/node_modules/react/index.js']),
    chunk('assets/route.js', ['/app/routes/checkout.pay.$id.tsx?tsr-split=component'], ['assets/form-kit.js', 'assets/react.js']),
    chunk('assets/form-kit.js', ['/app/ui/form/Input.tsx'], ['assets/money.js']),
    chunk('assets/money.js', ['/app/domain/money/index.ts']),
    chunk('assets/other.js', ['/app/routes/store.index.tsx']),
  ].map((c) => [c.fileName, c]),
) as unknown as OutputBundle;

describe('filesFor', () => {
  it('follows static imports from the module’s chunk and leaves out what the entry loads', () => {
    expect(filesFor(bundle, '/app', ['routes/checkout.pay.$id.tsx'], new Set(['assets/index.js', 'assets/react.js']))).toEqual([
      'assets/form-kit.js',
      'assets/money.js',
      'assets/route.js',
    ]);
  });

  it('finds nothing for a module the build does not have (a rename shows as an empty set, not a crash)', () => {
    expect(filesFor(bundle, '/app', ['routes/gone.tsx'], new Set())).toEqual([]);
  });
});
