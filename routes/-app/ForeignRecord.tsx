import { useRouter } from '@tanstack/react-router';
import { Suspense, lazy, useState } from 'react';
import { isApiError } from '@adapters/http/api-error';
import type { SessionUser } from '@domain/model';
import type { ForeignRecord } from '@ui/portal/NotYourAccount';
import type { RouterContext } from './context';

// One answer for every detail page (invoice, subscription, credit grant) whose record belongs to
// another account: the server says 403, which no retry fixes, so the page says so and offers the
// platform login (to come back as the owner) and the way to the customer's own portal.

/** The server refused the record to this account (HTTP 403). */
export const isForbidden = (error: unknown): boolean => isApiError(error) && error.details.status === 403;

/** A detail read's retry rule: 403 and 404 are the server's answer, not a glitch, so never again. */
export const retryUnlessAnswered = (failures: number, error: unknown): boolean =>
  !(isApiError(error) && (error.details.status === 403 || error.details.status === 404)) && failures < 1;

/**
 * Leaves for the platform login and comes back to this page. In the sandbox that is its login page
 * (which lets you pick another identity); live, the session port's login (the platform's page in
 * redirect mode, which picks the account). Either way the page unloads.
 */
async function switchAccount(context: RouterContext, returnTo: string): Promise<void> {
  if (context.sandbox) {
    const { SANDBOX_LOGIN_PATH, loginUrl } = await import('@adapters/session/platform-session');
    window.location.assign(loginUrl(SANDBOX_LOGIN_PATH, returnTo));
    return;
  }
  const ports = await context.getPorts();
  await ports.session.login();
}

// The view loads when a 403 happens, not with every detail page (budgets).
const NotYourAccount = lazy(() =>
  import('@ui/portal/NotYourAccount').then((m) => ({ default: m.NotYourAccount })),
);

export function ForeignRecordView({ record, user }: { record: ForeignRecord; user: SessionUser }) {
  const router = useRouter();
  const [switching, setSwitching] = useState(false);
  const returnTo = router.history.createHref(router.state.location.href);
  return (
    <Suspense fallback={null}>
      <NotYourAccount
        record={record}
        account={user}
        switching={switching}
        homeHref={router.history.createHref('/customer')}
        onSwitchAccount={() => {
          setSwitching(true);
          // A login that fails to leave the page gives the button back.
          void switchAccount(router.options.context as RouterContext, returnTo).catch(() =>
            setSwitching(false),
          );
        }}
      />
    </Suspense>
  );
}
