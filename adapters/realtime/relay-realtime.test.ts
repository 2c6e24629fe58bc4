// The relay adapter against the sandbox's msw websocket. Node 20 has no global WebSocket, so the
// test installs undici's (msw patches whatever global exists when the server starts listening).
import { WebSocket as UndiciWebSocket } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent, RealtimeStatus } from '@machines/ports';
import { createRelayRealtime, relayUrlFor } from './relay-realtime';

const hadWebSocket = 'WebSocket' in globalThis;
if (!hadWebSocket) Object.assign(globalThis, { WebSocket: UndiciWebSocket });
const { createSandboxServer } = await import('../sandbox/node');
const { SANDBOX_APP_PID } = await import('../sandbox/platform');

describe('relay realtime over the sandbox socket', () => {
  const sandbox = createSandboxServer();
  beforeAll(() => sandbox.server.listen({ onUnhandledRequest: 'bypass' }));
  afterAll(() => sandbox.server.close());

  const realtime = () =>
    createRelayRealtime({ url: () => relayUrlFor({ protocol: 'http:', host: 'sandbox.test' }), appPid: () => SANDBOX_APP_PID, backoffMs: [20], unavailableAfter: 2 });

  it('joins the events channel and receives invoice.paid when an invoice is paid', async () => {
    const events: RealtimeEvent[] = [];
    const statuses: RealtimeStatus[] = [];
    const stop = realtime().subscribe((e) => events.push(e), (s) => statuses.push(s));
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('open'));
    sandbox.controls.setIdentity('owner');
    const outcome = sandbox.controls.wallet.connect({ action: 'collect-batch', extraParams: { currencyId: 'pc_abt', subscriptionId: 'sub_sbx_past_due' } });
    await sandbox.controls.wallet.approve();
    await outcome;
    await vi.waitFor(() => expect(events.filter((e) => e.type === 'invoice.paid')).toHaveLength(2));
    expect(events[0]).toMatchObject({ type: 'invoice.paid', data: { subscription_id: 'sub_sbx_past_due', currency_id: 'pc_abt' } });
    stop();
  });

  it('reconnects after a dropped socket, and reports unavailable while the relay is down', async () => {
    const statuses: RealtimeStatus[] = [];
    const stop = realtime().subscribe(() => {}, (s) => statuses.push(s));
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('open'));
    sandbox.controls.faults.set('relay', { kind: 'network' });
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('unavailable'));
    sandbox.controls.faults.clear('relay');
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('open'));
    stop();
  });

  it('is unavailable without any WebSocket implementation', () => {
    const statuses: RealtimeStatus[] = [];
    const port = createRelayRealtime({ url: () => 'ws://x', appPid: () => 'x', WebSocketImpl: undefined });
    const saved = globalThis.WebSocket;
    Object.assign(globalThis, { WebSocket: undefined });
    try {
      port.subscribe(() => {}, (s) => statuses.push(s))();
    } finally {
      Object.assign(globalThis, { WebSocket: saved });
    }
    expect(statuses).toContain('unavailable');
  });
});
