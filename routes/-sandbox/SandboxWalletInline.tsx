import type { SandboxControls } from '@adapters/sandbox/controls';
import type { HttpClient } from '@adapters/http/client';
import { useShowsInlineWallet } from './inline-wallet';
import { SandboxWallet } from './SandboxTools';

export default function SandboxWalletInline(props: { controls: SandboxControls; http: HttpClient; livemode: boolean }) {
  useShowsInlineWallet();
  return <SandboxWallet {...props} />;
}
