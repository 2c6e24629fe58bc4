// The platform's user websocket for notifications (docs/spec/shell-store-and-tables.md §7): heartbeat every 100 s; the
// user channel carries `notification.blockletCreate` (a new notification) and
// `blocklet.notification.read` ({ receiver, readCount }). One socket per signed-in user; it
// reconnects after a drop and closes when the user changes or the shell unmounts.
import { Schema } from 'effect';
import { Notification, NotificationReadEvent } from '@domain/model';
import { REALTIME } from '@domain/platform';

export type NotificationSocketEvent =
  | { type: 'created'; notification: Notification }
  | { type: 'read'; receiver: string; readCount: number };

export interface NotificationSocketOptions {
  url: string;
  did: string;
  onEvent: (event: NotificationSocketEvent) => void;
  WebSocketImpl?: typeof WebSocket | undefined;
  heartbeatMs?: number;
  reconnectMs?: number;
}

/** ws(s)://host/.well-known/service/user/websocket for the current page. */
export const notificationSocketUrl = (page: { protocol: string; host: string }, servicePrefix = '') =>
  `${page.protocol === 'https:' ? 'wss' : 'ws'}://${page.host}${servicePrefix}/.well-known/service/user/websocket?vsn=1.0.0`;

const decodeNotification = Schema.decodeUnknownOption(Notification);
const decodeRead = Schema.decodeUnknownOption(NotificationReadEvent);

/** Connects; returns the disconnect. */
export function connectNotificationSocket(options: NotificationSocketOptions): () => void {
  const Impl = options.WebSocketImpl ?? (typeof WebSocket === 'undefined' ? undefined : WebSocket);
  if (!Impl) return () => {};
  const topic = `user:${options.did}`;
  let socket: WebSocket | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let ref = 0;
  let closed = false;
  const send = (frameTopic: string, event: string) => {
    ref += 1;
    if (socket?.readyState === 1) socket.send(JSON.stringify({ topic: frameTopic, event, payload: {}, ref: String(ref) }));
  };
  const open = () => {
    socket = new Impl(options.url);
    socket.addEventListener('open', () => {
      send(topic, 'phx_join');
      heartbeat = setInterval(() => send('phoenix', 'heartbeat'), options.heartbeatMs ?? REALTIME.notificationsHeartbeatMs);
    });
    socket.addEventListener('message', (message: MessageEvent) => {
      let frame: { topic?: string; event?: string; payload?: unknown };
      try {
        frame = JSON.parse(String(message.data)) as typeof frame;
      } catch {
        return;
      }
      if (frame.topic !== topic) return;
      if (frame.event === 'notification.blockletCreate') {
        const notification = decodeNotification(frame.payload);
        if (notification._tag === 'Some') options.onEvent({ type: 'created', notification: notification.value });
      } else if (frame.event === 'blocklet.notification.read') {
        const read = decodeRead(frame.payload);
        if (read._tag === 'Some') options.onEvent({ type: 'read', ...read.value });
      }
    });
    socket.addEventListener('close', () => {
      if (heartbeat) clearInterval(heartbeat);
      if (!closed) retry = setTimeout(open, options.reconnectMs ?? 2_000);
    });
  };
  open();
  return () => {
    closed = true;
    if (heartbeat) clearInterval(heartbeat);
    if (retry) clearTimeout(retry);
    socket?.close();
  };
}
