import { useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

const SandboxWalletInline = lazy(() => import('../-sandbox/SandboxWalletInline'));

/** Inside the wallet dialog: the sandbox's wallet panel when the sandbox is the back end. */
export function InlineSandboxWallet() {
  const { sandbox, adapters } = useRouteContext({ from: '__root__' });
  if (!sandbox) return null;
  return (
    <Suspense fallback={null}>
      <SandboxWalletInline controls={sandbox} http={adapters.http} livemode={adapters.livemode()} />
    </Suspense>
  );
}
