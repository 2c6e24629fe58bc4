// The machines' ports over a real Payment Kit. A module of its own (one dynamic import from
// main.tsx) so that only routes that run machines download them, and a sandbox page never does.
import type { CoreAdapters } from '@adapters/compose';
import { resolveApiBase } from '@adapters/http/base-url';
import { platformGlobals } from '@adapters/http/platform-globals';
import { createLivePorts } from '@adapters/ports/live-ports';
import type { Ports } from '@machines/ports';
import type { Locale } from '@ui/i18n';
import { sharedPortsInput } from './shared-ports-input';

export function createAppLivePorts(adapters: CoreAdapters, locale: () => Locale): Ports {
  return createLivePorts({ ...sharedPortsInput(adapters, locale), apiBase: () => resolveApiBase(platformGlobals()) });
}
