// Builds the machines' ports. A module of its own so that only routes that run machines
// (checkout, portal) download the API schemas, realtime, wallet and card adapters.
import type { CoreAdapters } from '@adapters/compose';
import { resolveApiBase } from '@adapters/http/base-url';
import { platformGlobals } from '@adapters/http/platform-globals';
import { createLivePorts, createSandboxPorts } from '@adapters/ports/create-ports';
import type { SandboxControls } from '@adapters/sandbox/controls';
import type { Ports } from '@machines/ports';
import { translate, type Locale } from '@ui/i18n';
import { createNotifier } from './notifier';

export function createPorts(adapters: CoreAdapters, sandbox: SandboxControls | undefined, locale: () => Locale): Ports {
  const t = () => (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
    translate(locale(), key, params);
  const shared = { http: adapters.http, local: adapters.local, notifier: createNotifier(t) };
  return sandbox
    ? createSandboxPorts({ ...shared, sandbox, cardText: (key) => translate(locale(), `sandbox.card.${key}`) })
    : createLivePorts({ ...shared, apiBase: () => resolveApiBase(platformGlobals()) });
}
