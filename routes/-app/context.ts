import type { QueryClient } from '@tanstack/react-query';
import type { CoreAdapters } from '@adapters/compose';
import type { SandboxControls } from '@adapters/sandbox/controls';

/** Dependencies travel in the router context (DESIGN §4 "Routes"). */
export interface RouterContext {
  queryClient: QueryClient;
  adapters: CoreAdapters;
  /** The embedded back end's controls; undefined in live mode. */
  sandbox: SandboxControls | undefined;
}
