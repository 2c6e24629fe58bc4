// The platform relay websocket (/.well-known/service/relay, channel 'events'), Phoenix-style
// JSON frames: the client joins `relay:{appPid}:events`, heartbeats on topic 'phoenix', and
// receives invoice.paid / checkout.session.completed as they happen in the sandbox.
import { ws, type WebSocketHandler } from 'msw';
import type { SandboxStore } from './state';

export const RELAY_PATH = /\/\.well-known\/service\/relay(\/websocket)?(\?.*)?$/;

export interface RelayFrame {
  topic: string;
  event: string;
  payload: unknown;
  ref: string | null;
}

type Client = { send(data: string): void; close(code?: number, reason?: string): void; addEventListener(type: 'message', cb: (event: MessageEvent) => void): void };

export interface Relay {
  handler: WebSocketHandler;
  dropAll(): void;
}

export function createRelay(store: SandboxStore): Relay {
  const link = ws.link(RELAY_PATH);
  const clients = new Map<Client, Set<string>>();

  store.onEvent((event) => {
    for (const [client, topics] of clients) {
      for (const topic of topics) {
        if (!topic.endsWith(':events')) continue;
        const frame: RelayFrame = { topic, event: event.type, payload: event.data, ref: null };
        client.send(JSON.stringify(frame));
      }
    }
  });

  const handler = link.addEventListener('connection', ({ client }) => {
    const socket = client as unknown as Client;
    if (store.read().faults.relay) {
      // An injected relay fault: the socket opens and is dropped at once, as behind a bad proxy.
      socket.close(1011, 'Relay unavailable (injected by the sandbox)');
      return;
    }
    const topics = new Set<string>();
    clients.set(socket, topics);
    socket.addEventListener('message', (message) => {
      let frame: RelayFrame;
      try {
        frame = JSON.parse(String(message.data)) as RelayFrame;
      } catch {
        return;
      }
      const reply = (status: 'ok' | 'error', response: unknown = {}) =>
        socket.send(JSON.stringify({ topic: frame.topic, event: 'phx_reply', payload: { status, response }, ref: frame.ref }));
      if (frame.event === 'phx_join') {
        topics.add(frame.topic);
        reply('ok');
      } else if (frame.event === 'phx_leave') {
        topics.delete(frame.topic);
        reply('ok');
      } else if (frame.topic === 'phoenix' && frame.event === 'heartbeat') {
        reply('ok');
      }
    });
    (client as unknown as { addEventListener(t: 'close', cb: () => void): void }).addEventListener('close', () => clients.delete(socket));
  });

  return {
    handler,
    dropAll() {
      for (const client of clients.keys()) client.close(1012, 'Dropped by the sandbox');
      clients.clear();
    },
  };
}
