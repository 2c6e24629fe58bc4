// Builds the machines' ports. A module of its own so that only routes that run machines
// (checkout, portal) download the API schemas and adapters; and only those of the back end in
// use: a live page never downloads the sandbox's wallet, card or session (and back).
import type { CoreAdapters } from '@adapters/compose';
import { resolveApiBase } from '@adapters/http/base-url';
import { platformGlobals } from '@adapters/http/platform-globals';
import type { SandboxControls } from '@adapters/sandbox/controls';
import type { Ports } from '@machines/ports';
import { translate, type Locale } from '@ui/i18n';
import { createNotifier } from './notifier';

export async function createPorts(
  adapters: CoreAdapters,
  sandbox: SandboxControls | undefined,
  locale: () => Locale,
): Promise<Ports> {
  const t = () => (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
    translate(locale(), key, params);
  const shared = { http: adapters.http, local: adapters.local, notifier: createNotifier(t) };
  if (sandbox) {
    const { createSandboxPorts } = await import('@adapters/ports/sandbox-ports');
    return createSandboxPorts({ ...shared, sandbox, cardText: (key) => translate(locale(), `sandbox.card.${key}`) });
  }
  const { createLivePorts } = await import('@adapters/ports/live-ports');
  return createLivePorts({ ...shared, apiBase: () => resolveApiBase(platformGlobals()) });
}
