/**
 * Whether trying the same request again can help. A client error (4xx: not found, forbidden,
 * invalid) answers the same way every time, except a request time-out (408) or a rate limit
 * (429); server errors, network failures, time-outs and malformed answers may pass next time.
 */
export function isRetryable(error: unknown): boolean {
  const status = (error as { response?: { status?: unknown } } | null | undefined)?.response?.status;
  if (typeof status !== 'number') return true;
  return status < 400 || status >= 500 || status === 408 || status === 429;
}
