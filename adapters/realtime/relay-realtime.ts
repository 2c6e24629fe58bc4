// RealtimePort over the platform relay (/.well-known/service/relay, channel 'events'): one shared
// socket while anybody listens, a heartbeat every 30 s, reconnects with backoff, and the status
// 'unavailable' after repeated failures (or without WebSocket) so that machines poll instead.
import type { RealtimeEvent, RealtimePort, RealtimeStatus } from '@machines/ports';

export interface RelayRealtimeOptions {
  /** Full ws(s):// URL of the relay socket. */
  url: () => string;
  /** The app's PID: the channel is `relay:{appPid}:events`. */
  appPid: () => string;
  WebSocketImpl?: typeof WebSocket | undefined;
  heartbeatMs?: number;
  /** Delays between reconnect attempts; the last repeats. */
  backoffMs?: readonly number[];
  /** Consecutive failures after which the status becomes 'unavailable' (it keeps retrying). */
  unavailableAfter?: number;
}

export const RELAY_HEARTBEAT_MS = 30_000;
const DEFAULT_BACKOFF = [1_000, 2_000, 5_000, 10_000, 30_000] as const;
const EVENTS = new Set(['invoice.paid', 'checkout.session.completed', 'blocklet.reviewed']);

/** ws(s)://host{prefix}/.well-known/service/relay/websocket for the current page. */
export function relayUrlFor(page: { protocol: string; host: string }, servicePrefix = ''): string {
  const scheme = page.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${page.host}${servicePrefix}/.well-known/service/relay/websocket?vsn=1.0.0`;
}

export function createRelayRealtime(options: RelayRealtimeOptions): RealtimePort {
  const listeners = new Set<(event: RealtimeEvent) => void>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  const heartbeatMs = options.heartbeatMs ?? RELAY_HEARTBEAT_MS;
  const backoff = options.backoffMs ?? DEFAULT_BACKOFF;
  const unavailableAfter = options.unavailableAfter ?? 3;
  let socket: WebSocket | null = null;
  let status: RealtimeStatus = 'closed';
  let failures = 0;
  let ref = 0;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener(next);
  };
  const send = (topic: string, event: string, payload: unknown = {}) => {
    ref += 1;
    socket?.send(JSON.stringify({ topic, event, payload, ref: String(ref) }));
  };
  const topic = () => `relay:${options.appPid()}:events`;

  const stopTimers = () => {
    if (heartbeat) clearInterval(heartbeat);
    if (retry) clearTimeout(retry);
    heartbeat = retry = undefined;
  };

  const scheduleReconnect = () => {
    failures += 1;
    setStatus(failures >= unavailableAfter ? 'unavailable' : 'closed');
    const delay = backoff[Math.min(failures - 1, backoff.length - 1)] ?? 30_000;
    retry = setTimeout(connect, delay);
  };

  function connect() {
    retry = undefined;
    if (listeners.size === 0) return;
    const Impl = options.WebSocketImpl ?? (typeof WebSocket === 'undefined' ? undefined : WebSocket);
    if (!Impl) {
      setStatus('unavailable');
      return;
    }
    if (status !== 'unavailable') setStatus('connecting');
    let ws: WebSocket;
    try {
      ws = new Impl(options.url());
    } catch {
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.addEventListener('open', () => {
      send(topic(), 'phx_join');
      heartbeat = setInterval(() => send('phoenix', 'heartbeat'), heartbeatMs);
    });
    ws.addEventListener('message', (message) => {
      let frame: { topic?: string; event?: string; payload?: unknown };
      try {
        frame = JSON.parse(String(message.data)) as typeof frame;
      } catch {
        return;
      }
      if (frame.event === 'phx_reply' && frame.topic === topic()) {
        failures = 0;
        setStatus('open');
        return;
      }
      if (frame.topic === topic() && frame.event && EVENTS.has(frame.event)) {
        const event = { type: frame.event, data: frame.payload } as RealtimeEvent;
        for (const listener of [...listeners]) listener(event);
      }
    });
    ws.addEventListener('close', () => {
      if (socket !== ws) return;
      socket = null;
      stopTimers();
      if (listeners.size > 0) scheduleReconnect();
      else setStatus('closed');
    });
  }

  const disconnect = () => {
    stopTimers();
    const ws = socket;
    socket = null;
    ws?.close(1000, 'No more listeners');
    failures = 0;
    setStatus('closed');
  };

  return {
    subscribe(listener, onStatus) {
      listeners.add(listener);
      if (onStatus) {
        statusListeners.add(onStatus);
        onStatus(status);
      }
      if (!socket && !retry) connect();
      return () => {
        listeners.delete(listener);
        if (onStatus) statusListeners.delete(onStatus);
        if (listeners.size === 0) disconnect();
      };
    },
  };
}
