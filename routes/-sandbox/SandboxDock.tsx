// The sandbox's wallet, docked at the bottom of every page while a wallet request waits, so a
// person (or a test) can approve or decline it wherever the checkout asked. The sandbox page
// shows the same panel inline, so the dock stays away there.
import { Box } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import type { SandboxControls } from '@adapters/sandbox/controls';
import type { HttpClient } from '@adapters/http/client';
import { useSandboxSnapshot } from '@ui/sandbox';
import { useInlineWalletShown } from './inline-wallet';
import { SandboxWallet } from './SandboxTools';

export default function SandboxDock({ controls, http, livemode }: { controls: SandboxControls; http: HttpClient; livemode: boolean }) {
  const snapshot = useSandboxSnapshot(controls);
  const onSandboxPage = useRouterState({ select: (state) => state.location.pathname.startsWith('/sandbox') });
  const inlineShown = useInlineWalletShown();
  if (!snapshot.pendingWallet || onSandboxPage || inlineShown) return null;
  return (
    <Box
      pos="fixed"
      bottom={16}
      right={16}
      w="min(360px, calc(100vw - 32px))"
      style={{ zIndex: 400, boxShadow: 'var(--mantine-shadow-xl)', borderRadius: 'var(--mantine-radius-md)' }}
      bg="var(--mantine-color-body)"
      data-testid="sandbox-dock"
      data-above-cookie-banner
    >
      <SandboxWallet controls={controls} http={http} livemode={livemode} />
    </Box>
  );
}
