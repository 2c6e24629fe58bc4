import type { QueryClient } from '@tanstack/react-query';
import type { CoreAdapters } from '@adapters/compose';
import type { SandboxControls } from '@adapters/sandbox/controls';
import type { Ports } from '@machines/ports';

/** Dependencies travel in the router context (docs/architecture.md). */
export interface RouterContext {
  queryClient: QueryClient;
  adapters: CoreAdapters;
  /** The embedded back end's controls; undefined in live mode. */
  sandbox: SandboxControls | undefined;
  /** What machines need from the outside world (sandbox or live); loaded on first use. */
  getPorts: () => Promise<Ports>;
}
