// The platform's user websocket (/.well-known/service/user/websocket), Phoenix-style JSON frames
// like the relay: the client joins its user channel `user:{did}`, heartbeats on topic 'phoenix'
// (every 100 s, docs/spec/shell-store-and-tables.md §7), and receives `notification.blockletCreate` (the notification)
// and `blocklet.notification.read` ({ receiver, readCount }) for that user — from this tab's
// sandbox or, through the BroadcastChannel, from another tab's.
// The protocol is one hub (`createUserSocketHub`) with two transports, as the relay's: msw's ws
// handler in the page (below) and a real WebSocket server in Node (scripts/live-server/).
import { ws, type WebSocketHandler } from 'msw';
import { readFrame, replyOk, type RelayConnection, type RelayFrame, type RelaySocket } from '../relay';
import type { ShellStore } from './shell-state';

export const USER_SOCKET_PATH = /\/\.well-known\/service\/user\/websocket(\?.*)?$/;
export const userChannel = (did: string) => `user:${did}`;

export interface UserSocketHub {
  /** A new socket: its joins, leaves and heartbeats are answered, its users' notifications pushed. */
  attach(socket: RelaySocket): RelayConnection;
}

export function createUserSocketHub(store: ShellStore): UserSocketHub {
  const clients = new Map<RelaySocket, Set<string>>();
  const push = (topic: string, event: string, payload: unknown) => {
    for (const [client, topics] of clients) {
      if (topics.has(topic)) client.send(JSON.stringify({ topic, event, payload, ref: null } satisfies RelayFrame));
    }
  };
  store.onBroadcast((message) => {
    if (message.kind === 'notification.created') {
      for (const receiver of message.notification.receivers) push(userChannel(receiver.receiver), 'notification.blockletCreate', message.notification);
    } else if (message.kind === 'notification.read') {
      push(userChannel(message.receiver), 'blocklet.notification.read', { receiver: message.receiver, readCount: message.readCount });
    }
  });
  return {
    attach(socket) {
      const topics = new Set<string>();
      clients.set(socket, topics);
      return {
        receive(data) {
          const frame = readFrame(data);
          if (!frame) return;
          if (frame.event === 'phx_join') topics.add(frame.topic);
          if (frame.event === 'phx_leave') topics.delete(frame.topic);
          replyOk(socket, frame);
        },
        detach: () => void clients.delete(socket),
      };
    },
  };
}

type Client = RelaySocket & { addEventListener(type: 'message' | 'close', cb: (event: MessageEvent) => void): void };

/** The hub behind msw's ws handler: the page's own socket in sandbox mode. */
export function createNotificationSocket(hub: UserSocketHub): WebSocketHandler {
  return ws.link(USER_SOCKET_PATH).addEventListener('connection', ({ client }) => {
    const socket = client as unknown as Client;
    const connection = hub.attach(socket);
    socket.addEventListener('message', (message) => connection.receive(String(message.data)));
    socket.addEventListener('close', () => connection.detach());
  });
}
