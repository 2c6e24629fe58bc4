import { expect, type BrowserContext, type Page, type WebSocket } from '@playwright/test';
import { LIVE_ORIGIN } from './stand-in-url';

// The live stand-in server (scripts/live-server.mjs, started by playwright.config.ts on the LIVE
// build): the control calls a test makes in place of the person's DID wallet, and the relay frames seen.
/** A relay frame as the socket carried it (Phoenix-style JSON). */
export interface SeenFrame {
  direction: 'sent' | 'received';
  topic: string;
  event: string;
  payload: unknown;
}

/**
 * One test's world on the stand-in: its own sandbox (cookie `live_world`), the signed-in identity
 * (the platform's session cookie), the relay frames the page's sockets carried, and the wallet.
 */
export class StandIn {
  readonly frames: SeenFrame[] = [];
  readonly sockets: WebSocket[] = [];
  /** The frames of the platform's user socket (notifications), apart from the relay's. */
  readonly userFrames: SeenFrame[] = [];

  constructor(
    readonly context: BrowserContext,
    readonly world: string,
  ) {}

  /** A fresh world for this test, signed in as `identity` (null: nobody). */
  static async open(context: BrowserContext, world: string, identity: 'customer' | 'owner' | null = 'customer') {
    const standIn = new StandIn(context, world.replace(/[^\w-]/g, '_'));
    const cookies = [{ name: 'live_world', value: standIn.world, domain: '127.0.0.1', path: '/' }];
    if (identity) cookies.push({ name: 'login_token', value: identity, domain: '127.0.0.1', path: '/' });
    await context.addCookies(cookies);
    await standIn.control('POST', 'reset');
    return standIn;
  }

  /** Records every relay and user-socket frame of a page (both ways). */
  watch(page: Page) {
    page.on('websocket', (socket) => {
      const relay = socket.url().includes('/.well-known/service/relay/');
      if (!relay && !socket.url().includes('/.well-known/service/user/')) return;
      if (relay) this.sockets.push(socket);
      const frames = relay ? this.frames : this.userFrames;
      const record = (direction: SeenFrame['direction']) => (data: { payload: string | Buffer }) => {
        try {
          const frame = JSON.parse(String(data.payload)) as Omit<SeenFrame, 'direction'>;
          frames.push({ direction, topic: frame.topic, event: frame.event, payload: frame.payload });
        } catch {
          // not a Phoenix frame
        }
      };
      socket.on('framesent', record('sent'));
      socket.on('framereceived', record('received'));
    });
  }

  /** The events the relay pushed to the page (not replies). */
  events() {
    return this.frames.filter((frame) => frame.direction === 'received' && frame.event !== 'phx_reply').map((frame) => frame.event);
  }

  async control(method: 'GET' | 'POST', action: string, data?: unknown) {
    const response = await this.context.request.fetch(`${LIVE_ORIGIN}/__control/${action}?world=${this.world}`, { method, ...(data ? { data } : {}) });
    expect(response.status(), `control ${action}`).toBeLessThan(500);
    return (await response.json()) as Record<string, unknown>;
  }

  /** The wallet request the page opened through DID Connect (waits for it). */
  async pendingWallet() {
    let pending: { action: string; amount?: string; currencyId?: string } | null = null;
    await expect
      .poll(async () => (pending = (await this.control('GET', 'wallet')).pending as typeof pending), { message: 'a DID Connect request is waiting', timeout: 15_000 })
      .not.toBeNull();
    return pending!;
  }

  /** The person approves the waiting request in their wallet. */
  async approveWallet() {
    await this.pendingWallet();
    const answer = await this.control('POST', 'wallet/approve');
    expect(answer.approved, 'a request was approved').toBeTruthy();
  }

  async faucet(currencyId: string) {
    await this.control('POST', 'wallet/faucet', { currencyId });
  }
}
