import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { IdentityMenu } from '@ui/shell/IdentityMenu';
import type { SandboxControls } from '@adapters/sandbox/controls';
import type { IdentityName } from '@adapters/sandbox/model';

/** Binds the identity menu to the sandbox; switching who you are refetches everything. */
export default function SandboxIdentity({ controls }: { controls: SandboxControls }) {
  const queryClient = useQueryClient();
  const current = useSyncExternalStore(controls.subscribe, controls.identity);
  return (
    <IdentityMenu
      identities={controls.identities.map((identity) => ({ id: identity.id, name: identity.user?.fullName }))}
      current={current}
      onChange={(id) => {
        controls.setIdentity(id as IdentityName);
        void queryClient.invalidateQueries();
      }}
    />
  );
}
