// The platform relay websocket (/.well-known/service/relay, channel 'events'), Phoenix-style
// JSON frames: the client joins `relay:{appPid}:events`, heartbeats on topic 'phoenix', and
// receives invoice.paid / checkout.session.completed as they happen in the sandbox.
// The protocol is one hub (`createRelayHub`) with two transports: msw's ws handler in the page
// (below) and a real WebSocket server in Node (scripts/live-server/), so both speak the same frames.
import { ws, type WebSocketHandler } from 'msw';
import type { SandboxStore } from './state';

export const RELAY_PATH = /\/\.well-known\/service\/relay(\/websocket)?(\?.*)?$/;

export interface RelayFrame {
  topic: string;
  event: string;
  payload: unknown;
  ref: string | null;
}

/** The part of a socket the hub needs (msw's client and the `ws` package's socket both have it). */
export interface RelaySocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** A client's frame, or null when the text is not JSON (ignored, as a Phoenix server does). */
export function readFrame(data: string): RelayFrame | null {
  try {
    return JSON.parse(data) as RelayFrame;
  } catch {
    return null;
  }
}

/** The answer to a client's frame: `phx_reply` on its topic, with its ref. */
export const replyOk = (socket: RelaySocket, frame: RelayFrame) =>
  socket.send(JSON.stringify({ topic: frame.topic, event: 'phx_reply', payload: { status: 'ok', response: {} }, ref: frame.ref }));

export interface RelayConnection {
  /** One frame the client sent (text); join, leave and heartbeat are answered, anything else ignored. */
  receive(data: string): void;
  /** The socket closed: it gets no more events. */
  detach(): void;
}

export interface RelayHub {
  /** A new socket; null when an injected relay fault closed it at once. */
  attach(socket: RelaySocket): RelayConnection | null;
  dropAll(): void;
}

export function createRelayHub(store: SandboxStore): RelayHub {
  const clients = new Map<RelaySocket, Set<string>>();

  store.onEvent((event) => {
    for (const [client, topics] of clients) {
      for (const topic of topics) {
        if (!topic.endsWith(':events')) continue;
        const frame: RelayFrame = { topic, event: event.type, payload: event.data, ref: null };
        client.send(JSON.stringify(frame));
      }
    }
  });

  return {
    attach(socket) {
      if (store.read().faults.relay) {
        // An injected relay fault: the socket opens and is dropped at once, as behind a bad proxy.
        socket.close(1011, 'Relay unavailable (injected by the sandbox)');
        return null;
      }
      const topics = new Set<string>();
      clients.set(socket, topics);
      return {
        receive(data) {
          const frame = readFrame(data);
          if (!frame) return;
          if (frame.event === 'phx_join') {
            topics.add(frame.topic);
            replyOk(socket, frame);
          } else if (frame.event === 'phx_leave') {
            topics.delete(frame.topic);
            replyOk(socket, frame);
          } else if (frame.topic === 'phoenix' && frame.event === 'heartbeat') {
            replyOk(socket, frame);
          }
        },
        detach: () => void clients.delete(socket),
      };
    },
    dropAll() {
      for (const client of clients.keys()) client.close(1012, 'Dropped by the sandbox');
      clients.clear();
    },
  };
}

export interface Relay {
  handler: WebSocketHandler;
  dropAll(): void;
}

type MswClient = RelaySocket & { addEventListener(type: 'message' | 'close', cb: (event: MessageEvent) => void): void };

/** The relay in the page: msw's ws handler over the hub. */
export function createRelay(store: SandboxStore): Relay {
  const hub = createRelayHub(store);
  const handler = ws.link(RELAY_PATH).addEventListener('connection', ({ client }) => {
    const socket = client as unknown as MswClient;
    const connection = hub.attach(socket);
    if (!connection) return;
    socket.addEventListener('message', (message) => connection.receive(String(message.data)));
    socket.addEventListener('close', () => connection.detach());
  });
  return { handler, dropAll: () => hub.dropAll() };
}
