// The machines' ports over a real Payment Kit. A module of its own (one dynamic import from
// main.tsx) so that only routes that run machines download them, and a sandbox page never does.
import type { CoreAdapters } from '@adapters/compose';
import { resolveApiBase } from '@adapters/http/base-url';
import { platformGlobals } from '@adapters/http/platform-globals';
import { createLivePorts } from '@adapters/ports/live-ports';
import { createDidConnectClient } from '@adapters/wallet/did-connect-client';
import type { Ports } from '@machines/ports';
import type { Locale } from '@ui/i18n';
import { sharedPortsInput } from './shared-ports-input';

export function createAppLivePorts(adapters: CoreAdapters, locale: () => Locale): Ports {
  // The platform hands the page no DID Connect client: the app's own small one asks the Payment
  // Kit's connect routes (adapters/wallet/did-connect-client.ts), so a live wallet step waits for
  // the person's wallet instead of declining at once.
  return createLivePorts({
    ...sharedPortsInput(adapters, locale),
    apiBase: () => resolveApiBase(platformGlobals()),
    openWallet: createDidConnectClient(),
  });
}
