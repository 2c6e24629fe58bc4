import { describe, expect, it } from 'vitest';
import type { CheckoutSession } from '@domain/model';
import { checkoutEvent, NOTHING_SEEN } from './checkout-events';

const session = (id: string) => ({ id }) as unknown as CheckoutSession;

describe('checkoutEvent: what a host hears from a checkout view', () => {
  const first = session('cs_1');
  it('a loaded session is a change; the same view again says nothing', () => {
    expect(checkoutEvent(NOTHING_SEEN, { screen: 'ready', session: first, errorText: null })).toEqual({ type: 'change', session: first });
    expect(checkoutEvent({ screen: 'ready', session: first }, { screen: 'ready', session: first, errorText: null })).toBeNull();
  });
  it('a new answer of the server (a quantity, a currency) is a change', () => {
    const next = session('cs_1');
    expect(checkoutEvent({ screen: 'ready', session: first }, { screen: 'ready', session: next, errorText: null })).toEqual({ type: 'change', session: next });
  });
  it('completed is paid, once', () => {
    const paid = session('cs_1');
    expect(checkoutEvent({ screen: 'ready', session: first }, { screen: 'completed', session: paid, errorText: null })).toEqual({ type: 'paid', session: paid });
    expect(checkoutEvent({ screen: 'completed', session: paid }, { screen: 'completed', session: session('cs_1'), errorText: null })).toBeNull();
  });
  it('a session that cannot be loaded is an error with its text, once', () => {
    expect(checkoutEvent(NOTHING_SEEN, { screen: 'error', session: null, errorText: 'Not found' })).toEqual({ type: 'error', message: 'Not found' });
    expect(checkoutEvent({ screen: 'error', session: null }, { screen: 'error', session: null, errorText: 'Not found' })).toBeNull();
  });
  it('the skeleton before any session says nothing', () => {
    expect(checkoutEvent(NOTHING_SEEN, { screen: 'loading', session: null, errorText: null })).toBeNull();
  });
});
