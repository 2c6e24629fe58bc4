// The relay's protocol, one hub for both transports (msw's ws handler in the page, a real
// WebSocket in the live stand-in): join, leave and heartbeat answered, store events pushed to
// every joined events topic, nothing after leave or detach, a relay fault refusing the socket.
import { describe, expect, it } from 'vitest';
import { createSandbox } from './sandbox';
import { memoryStore } from '../storage/local-store';
import { createRelayHub, type RelayFrame } from './relay';

const socket = () => {
  const sent: RelayFrame[] = [];
  const closed: number[] = [];
  return { sent, closed, send: (data: string) => void sent.push(JSON.parse(data) as RelayFrame), close: (code?: number) => void closed.push(code ?? 0) };
};
const frame = (topic: string, event: string, ref: string) => JSON.stringify({ topic, event, payload: {}, ref });

describe('createRelayHub', () => {
  it('answers join and heartbeat, pushes store events to the joined events topic, stops after leave', () => {
    const { store } = createSandbox({ storage: memoryStore() });
    const hub = createRelayHub(store);
    const client = socket();
    const connection = hub.attach(client)!;
    connection.receive(frame('relay:app:events', 'phx_join', '1'));
    connection.receive(frame('phoenix', 'heartbeat', '2'));
    connection.receive('not json');
    expect(client.sent).toEqual([
      { topic: 'relay:app:events', event: 'phx_reply', payload: { status: 'ok', response: {} }, ref: '1' },
      { topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} }, ref: '2' },
    ]);

    store.emit('invoice.paid', { id: 'in_1', customer_id: 'cus_1', currency_id: 'pc_abt' });
    expect(client.sent.at(-1)).toEqual({ topic: 'relay:app:events', event: 'invoice.paid', payload: { id: 'in_1', customer_id: 'cus_1', currency_id: 'pc_abt' }, ref: null });

    connection.receive(frame('relay:app:events', 'phx_leave', '3'));
    const count = client.sent.length;
    store.emit('checkout.session.completed', { id: 'cs_1' });
    expect(client.sent).toHaveLength(count);
  });

  it('a detached socket hears nothing; dropAll closes the rest; a relay fault refuses at once', () => {
    const { store, controls } = createSandbox({ storage: memoryStore() });
    const hub = createRelayHub(store);
    const gone = socket();
    const kept = socket();
    hub.attach(gone)!.detach();
    hub.attach(kept)!.receive(frame('relay:app:events', 'phx_join', '1'));
    store.emit('checkout.session.completed', { id: 'cs_1' });
    expect(gone.sent).toEqual([]);
    expect(kept.sent.map((f) => f.event)).toEqual(['phx_reply', 'checkout.session.completed']);
    hub.dropAll();
    expect(kept.closed).toEqual([1012]);

    controls.faults.set('relay', { kind: 'network' });
    const refused = socket();
    expect(hub.attach(refused)).toBeNull();
    expect(refused.closed).toEqual([1011]);
  });
});
