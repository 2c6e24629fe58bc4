// The platform's user websocket (/.well-known/service/user/websocket), Phoenix-style JSON frames
// like the relay: the client joins its user channel `user:{did}`, heartbeats on topic 'phoenix'
// (every 100 s, docs/spec/shell-store-and-tables.md §7), and receives `notification.blockletCreate` (the notification)
// and `blocklet.notification.read` ({ receiver, readCount }) for that user — from this tab's
// sandbox or, through the BroadcastChannel, from another tab's.
import { ws, type WebSocketHandler } from 'msw';
import type { ShellStore } from './shell-state';

export const USER_SOCKET_PATH = /\/\.well-known\/service\/user\/websocket(\?.*)?$/;
export const userChannel = (did: string) => `user:${did}`;

interface Frame {
  topic: string;
  event: string;
  payload: unknown;
  ref: string | null;
}

type Client = {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'message' | 'close', cb: (event: MessageEvent) => void): void;
};

export function createNotificationSocket(store: ShellStore): { handler: WebSocketHandler; dropAll(): void } {
  const link = ws.link(USER_SOCKET_PATH);
  const clients = new Map<Client, Set<string>>();
  const push = (topic: string, event: string, payload: unknown) => {
    for (const [client, topics] of clients) {
      if (topics.has(topic)) client.send(JSON.stringify({ topic, event, payload, ref: null } satisfies Frame));
    }
  };
  store.onBroadcast((message) => {
    if (message.kind === 'notification.created') {
      for (const receiver of message.notification.receivers) push(userChannel(receiver.receiver), 'notification.blockletCreate', message.notification);
    } else if (message.kind === 'notification.read') {
      push(userChannel(message.receiver), 'blocklet.notification.read', { receiver: message.receiver, readCount: message.readCount });
    }
  });
  const handler = link.addEventListener('connection', ({ client }) => {
    const socket = client as unknown as Client;
    const topics = new Set<string>();
    clients.set(socket, topics);
    socket.addEventListener('message', (message) => {
      let frame: Frame;
      try {
        frame = JSON.parse(String(message.data)) as Frame;
      } catch {
        return;
      }
      const reply = () => socket.send(JSON.stringify({ topic: frame.topic, event: 'phx_reply', payload: { status: 'ok', response: {} }, ref: frame.ref }));
      if (frame.event === 'phx_join') topics.add(frame.topic);
      if (frame.event === 'phx_leave') topics.delete(frame.topic);
      reply();
    });
    socket.addEventListener('close', () => clients.delete(socket));
  });
  return {
    handler,
    dropAll() {
      for (const client of clients.keys()) client.close(1012, 'Dropped by the sandbox');
      clients.clear();
    },
  };
}
