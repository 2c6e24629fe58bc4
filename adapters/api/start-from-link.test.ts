// A start from a payment link is shared by callers for 3 s (one session per double render), and
// belongs to none of them: the first caller going away (StrictMode's first mount, aborted at
// once) must not cancel the start the second caller waits for (else the donation page
// shows Oops under the dev server's double render).
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../sandbox/testing/harness';
import { startCheckoutFromLink } from './checkout';

describe('startCheckoutFromLink', () => {
  const { http, sandbox } = useSandbox();

  it('one start for two callers; the first aborting does not fail the second', async () => {
    const first = new AbortController();
    const firstView = startCheckoutFromLink(http, 'plink_sbx_donation', first.signal);
    // The expectation holds the first caller's rejection from the moment it happens (awaiting the
    // second start first would leave it unhandled for a while, which vitest reports as an error).
    const firstCancelled = expect(firstView).rejects.toMatchObject({ kind: 'aborted', message: 'The request was cancelled.' });
    first.abort();
    const second = await startCheckoutFromLink(http, 'plink_sbx_donation', new AbortController().signal);
    await firstCancelled;
    expect(second.checkoutSession.id).toMatch(/^cs_/);
    const sessionsOfLink = Object.values(sandbox.controls.data().sessions).filter((session) => session.payment_link_id === 'plink_sbx_donation');
    expect(sessionsOfLink).toHaveLength(1);
  });

  it('a caller whose signal is already aborted is told so at once', async () => {
    const gone = new AbortController();
    gone.abort();
    await expect(startCheckoutFromLink(http, 'plink_sbx_donation_shared', gone.signal)).rejects.toMatchObject({ kind: 'aborted' });
  });
});
