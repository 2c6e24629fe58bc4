// A minimal DID-Connect-style client, used by the live WalletPort when the platform provides no
// client of its own: it opens a session for the action (GET {prefix}/{action}/token with the
// action's extra params: the server answers a token and the deep link a wallet would scan), then
// asks for that session's status until the wallet has answered (GET {prefix}/{action}/status?_t_=),
// and tells the server when the payer gives up (GET {prefix}/{action}/timeout?_t_=). The app's own
// wallet dialog shows the waiting state and Cancel; this client shows no QR code of its own.
// The live stand-in server (scripts/live-server/) answers these routes, its control endpoint
// playing the person's wallet.
import type { WalletOutcome, WalletRequest } from '@machines/ports';

export interface DidConnectClientOptions {
  fetch?: typeof fetch;
  /** How often the session's status is asked for. */
  pollMs?: number;
}

type Status = { status?: string; error?: string; txHash?: string };

const query = (params: Readonly<Record<string, string>>) => new URLSearchParams(params).toString();

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

export function createDidConnectClient(options: DidConnectClientOptions = {}) {
  const pollMs = options.pollMs ?? 1_000;
  const get = async (url: string, signal?: AbortSignal): Promise<Status & { token?: string }> => {
    const response = await (options.fetch ?? fetch)(url, { credentials: 'include', headers: { accept: 'application/json' }, ...(signal ? { signal } : {}) });
    if (!response.ok) throw new Error(`DID Connect answered ${response.status}`);
    return (await response.json()) as Status & { token?: string };
  };

  return async function open(request: WalletRequest & { prefix: string }, signal?: AbortSignal): Promise<WalletOutcome> {
    const base = `${request.prefix}/${request.action}`;
    const { token } = await get(`${base}/token?${query(request.extraParams)}`, signal);
    if (!token) return { status: 'declined', reason: 'DID Connect opened no session.' };
    for (;;) {
      if (signal?.aborted) {
        // The payer closed the dialog: the session ends on the server too (best effort).
        void get(`${base}/timeout?${query({ _t_: token })}`).catch(() => undefined);
        return { status: 'cancelled' };
      }
      const answer: Status = await get(`${base}/status?${query({ _t_: token })}`, signal).catch((error: unknown) => {
        if (signal?.aborted) return { status: 'created' };
        throw error;
      });
      if (answer.status === 'succeed') return { status: 'approved', ...(answer.txHash ? { txHash: answer.txHash } : {}) };
      if (answer.status === 'error') return { status: 'declined', ...(answer.error ? { reason: answer.error } : {}) };
      if (answer.status === 'timeout' || answer.status === 'cancelled') return { status: 'cancelled' };
      await wait(pollMs, signal);
    }
  };
}
