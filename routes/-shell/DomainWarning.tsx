// The temporary-domain warning, composed: the host (the sandbox can pretend a
// temporary one), the snooze under `domain-warning-skip` read against the sandbox clock, the
// role from the session, and no dialog on small screens (docs/reference/store-shell.md §5.6).
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useReducer, useState } from 'react';
import {
  DOMAIN_WARNING_SKIP_KEY,
  DOMAINS_ADMIN_PATH,
  domainWarningSnoozeValue,
  domainWarningVariant,
  shouldShowDomainWarning,
} from '@domain/platform';
import { DomainWarningDialog } from '@ui/shell/DomainWarningDialog';
import type { RouterContext } from '../-app/context';
import { useSession } from '../-app/session';

/** The host the sandbox pretends when a tester turns its temporary domain on. */
export const SANDBOX_TEMPORARY_HOST = 'sandbox-payment-kit.ip.abtnet.io';

/** The sandbox's clock when it runs (a tester moves it), else the real one. */
const clockOf = (sandbox: RouterContext['sandbox']) => new Date(sandbox ? sandbox.now() : Date.now());

export function DomainWarning({ context }: { context: Pick<RouterContext, 'adapters' | 'sandbox'> }) {
  const { adapters, sandbox } = context;
  const { view } = useSession();
  const [closed, setClosed] = useState(false);
  // Follow the sandbox (its temporary-host switch and its clock) while the page is open.
  const [, changed] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!sandbox) return;
    const offShell = sandbox.shell.subscribe(changed);
    const offSandbox = sandbox.subscribe(changed);
    return () => {
      offShell();
      offSandbox();
    };
  }, [sandbox]);
  const small = useMediaQuery('(max-width: 47.99em)', true, { getInitialValueInEffect: false });
  if (!view?.initialised || closed) return null;
  const host = sandbox?.shell.temporaryHost() ? SANDBOX_TEMPORARY_HOST : window.location.hostname;
  const now = clockOf(sandbox);
  const show = shouldShowDomainWarning({
    host,
    href: window.location.href,
    now,
    skippedAt: adapters.local.get(DOMAIN_WARNING_SKIP_KEY),
    isMobile: small,
  });
  return (
    <DomainWarningDialog
      opened={show}
      variant={domainWarningVariant(view.user ? view.role : null)}
      onConfigure={() => window.open(`${window.location.origin}/${DOMAINS_ADMIN_PATH}`, '_blank', 'noopener')}
      onSkip={() => {
        adapters.local.set(DOMAIN_WARNING_SKIP_KEY, domainWarningSnoozeValue(now));
        changed();
      }}
      onClose={() => setClosed(true)}
    />
  );
}
