// The machines' Ports over the embedded sandbox: everything but the wallet, the card, the
// session and the clock is the live code (the sandbox answers the same HTTP and relay protocol).
import type { Ports } from '@machines/ports';
import type { SandboxCardTextKey } from '../card/sandbox-card';
import { createSandboxSession, type SandboxIdentitySource } from '../session/sandbox-session';
import { createSandboxWalletPort, type SandboxWalletSource } from '../wallet/sandbox-wallet';
import { appPidFromGlobals, commonPorts, type CommonPortsInput } from './common-ports';
import { lazyCard } from './lazy-ports';

export interface SandboxPortsInput extends Omit<CommonPortsInput, 'appPid'> {
  /** The sandbox's controls (startSandbox()); only the parts named here are used. */
  sandbox: SandboxIdentitySource & SandboxWalletSource & { now(): number };
  appPid?: () => string;
  /** Texts of the sandbox card form (i18n keys sandbox.card.*). */
  cardText?: (key: SandboxCardTextKey) => string;
}

export function createSandboxPorts(input: SandboxPortsInput): Ports {
  return {
    ...commonPorts({ ...input, appPid: input.appPid ?? appPidFromGlobals }),
    wallet: createSandboxWalletPort(input.sandbox),
    card: lazyCard(() =>
      import('../card/sandbox-card').then(({ createSandboxCard }) =>
        createSandboxCard({ http: input.http, ...(input.cardText ? { text: input.cardText } : {}) }),
      ),
    ),
    session: createSandboxSession(input.sandbox),
    // The sandbox clock may run ahead (advanceClock): expiry and trials must use it.
    clock: { now: () => input.sandbox.now() },
  };
}
