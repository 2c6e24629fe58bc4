// Checkout sessions: start from a payment link, retrieve, submit, donate-submit, fast-checkout
// confirm, abort-stripe, and the sandbox card provider's confirm/authenticate.
import type { SessionRecord } from '../model';
import type { SandboxStore } from '../state';
import { authenticateCard, confirmCard } from '../engine/card';
import { fastCheckoutConfirm } from '../engine/fast-pay';
import { readSession, startSessionFromLink } from '../engine/sessions';
import { submitCheckout } from '../engine/submit';
import { refuse } from '../engine/errors';
import { json, route, type HandlerContext } from '../routing/route';
import { publicView } from '../model';

/** The retrieve answer: the session, its payment intent and, for link sessions, the link. */
export function retrieveView(store: SandboxStore, session: SessionRecord) {
  const data = store.read();
  const intent = session.payment_intent_id ? data.intents[session.payment_intent_id] : undefined;
  const link = session.payment_link_id ? data.links[session.payment_link_id] : undefined;
  return {
    checkoutSession: publicView(session),
    paymentIntent: intent ? publicView(intent) : null,
    paymentLink: link ? publicView(link) : null,
  };
}

export function handlers(ctx: HandlerContext) {
  const { store } = ctx;
  const locale = (url: URL) => url.searchParams.get('locale') ?? 'en';
  return [
    route(ctx, 'post', '/api/checkout-sessions/start/:linkId', 'checkout.start', ({ params }) =>
      json(retrieveView(store, startSessionFromLink(store, params.linkId ?? ''))),
    ),
    route(ctx, 'get', '/api/checkout-sessions/retrieve/:id', 'checkout.retrieve', ({ params }) =>
      json(retrieveView(store, readSession(store, params.id ?? ''))),
    ),
    route(ctx, 'put', '/api/checkout-sessions/:id/submit', 'checkout.submit', ({ params, body, url }) =>
      json(submitCheckout(store, params.id ?? '', body, { donation: false, locale: locale(url) })),
    ),
    route(ctx, 'put', '/api/checkout-sessions/:id/donate-submit', 'checkout.donateSubmit', ({ params, body, url }) =>
      json(submitCheckout(store, params.id ?? '', body, { donation: true, locale: locale(url) })),
    ),
    route(ctx, 'post', '/api/checkout-sessions/:id/fast-checkout-confirm', 'checkout.fastCheckoutConfirm', ({ params }) =>
      json(fastCheckoutConfirm(store, params.id ?? '')),
    ),
    // Closing the card dialog cancels the card intent (docs/reference/payment-react.md §3.4).
    route(ctx, 'post', '/api/checkout-sessions/:id/abort-stripe', 'checkout.abortStripe', ({ params }) => {
      const session = readSession(store, params.id ?? '');
      const intent = session.payment_intent_id ? store.read().intents[session.payment_intent_id] : undefined;
      if (intent && intent.status !== 'succeeded') {
        store.update((d) => {
          d.intents = { ...d.intents, [intent.id]: { ...intent, status: 'canceled' } };
        });
      }
      return json(retrieveView(store, readSession(store, session.id)));
    }),

    // The sandbox's card provider (what Stripe's own API does for Stripe.js).
    route(ctx, 'post', '/api/sandbox/card/confirm', 'sandbox.cardConfirm', ({ body }) => {
      if (typeof body.client_secret !== 'string' || typeof body.number !== 'string') throw refuse(400, 'client_secret and number are required');
      return json(confirmCard(store, body.client_secret, body.number));
    }),
    route(ctx, 'post', '/api/sandbox/card/authenticate', 'sandbox.cardAuthenticate', ({ body }) => {
      if (typeof body.client_secret !== 'string') throw refuse(400, 'client_secret is required');
      return json(authenticateCard(store, body.client_secret, body.approved === true));
    }),
  ];
}
