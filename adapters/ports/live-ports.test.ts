import { describe, expect, it, vi } from 'vitest';
import type { RealtimeStatus } from '@machines/ports';
import { commonPorts } from './common-ports';
import { isCrossOrigin } from './live-ports';

describe('isCrossOrigin', () => {
  const page = { origin: 'https://shop.example.com' };
  it('is true only for an absolute API base on another origin', () => {
    expect(isCrossOrigin('https://pay.example.com/payment', page)).toBe(true);
    expect(isCrossOrigin('http://shop.example.com/payment', page)).toBe(true);
    expect(isCrossOrigin('https://shop.example.com/payment', page)).toBe(false);
    expect(isCrossOrigin('/payment', page)).toBe(false);
    expect(isCrossOrigin('', page)).toBe(false);
  });
});

describe('realtime when the Payment Kit is on another origin (pollOnly)', () => {
  const input = { http: {} as never, local: { get: () => null, set: () => {} } as never, notifier: {} as never, appPid: () => 'zApp' };

  it('opens no socket and says unavailable at once, so the machines poll', () => {
    const WebSocket = vi.fn();
    vi.stubGlobal('WebSocket', WebSocket);
    const statuses: RealtimeStatus[] = [];
    const unsubscribe = commonPorts({ ...input, pollOnly: true }).realtime.subscribe(() => {}, (status) => statuses.push(status));
    expect(statuses).toEqual(['unavailable']);
    unsubscribe();
    expect(WebSocket).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('on the same origin, the relay is used (nothing is unavailable before it tried)', () => {
    const statuses: RealtimeStatus[] = [];
    const unsubscribe = commonPorts({ ...input, pollOnly: false }).realtime.subscribe(() => {}, (status) => statuses.push(status));
    expect(statuses).not.toContain('unavailable');
    unsubscribe();
  });
});
