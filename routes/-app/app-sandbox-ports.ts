// The machines' ports over the embedded sandbox. A module of its own (one dynamic import from
// main.tsx) so that only routes that run machines download them, and a live page never does.
import type { CoreAdapters } from '@adapters/compose';
import { createSandboxPorts } from '@adapters/ports/sandbox-ports';
import type { SandboxControls } from '@adapters/sandbox/controls';
import type { Ports } from '@machines/ports';
import { translate, type Locale } from '@ui/i18n';
import { sharedPortsInput } from './shared-ports-input';

export function createAppSandboxPorts(adapters: CoreAdapters, sandbox: SandboxControls, locale: () => Locale): Ports {
  return createSandboxPorts({
    ...sharedPortsInput(adapters, locale),
    sandbox,
    cardText: (key) => translate(locale(), `sandbox.card.${key}`),
  });
}
