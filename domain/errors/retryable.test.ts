import { describe, expect, it } from 'vitest';
import { isRetryable } from './retryable';

const http = (status: number) => Object.assign(new Error(`status ${status}`), { response: { status, data: {} } });

describe('isRetryable', () => {
  it('is false for client errors that answer the same every time', () => {
    for (const status of [400, 401, 403, 404, 410, 422]) expect(isRetryable(http(status))).toBe(false);
  });

  it('is true for server errors, request time-outs and rate limits', () => {
    for (const status of [408, 429, 500, 502, 503]) expect(isRetryable(http(status))).toBe(true);
  });

  it('is true for an answer below the client errors (399), false from 400 to 499', () => {
    expect(isRetryable(http(399))).toBe(true);
    expect(isRetryable(http(400))).toBe(false);
    expect(isRetryable(http(499))).toBe(false);
  });

  it('is true for failures without a response: network, time-out, malformed answer, unknown', () => {
    expect(isRetryable(new Error('Network Error'))).toBe(true);
    expect(isRetryable(Object.assign(new Error('bad'), { response: undefined }))).toBe(true);
    expect(isRetryable(null)).toBe(true);
    expect(isRetryable('boom')).toBe(true);
  });
});
