import { describe, expect, it } from 'vitest';
import { makeLineItem, makeProduct, makePrice, makeSession } from '@test/fixtures/checkout';
import { returnLink } from './index';

const ORIGIN = 'https://shop.example.com';
const APP = '/store/blocklets/z2qaStoreApp0042XXXXXXXXXXXXXXXXXXX';

describe('the success view’s way back', () => {
  it('leads to a same-origin success_url, named by the store’s app title', () => {
    const session = makeSession({ success_url: APP, metadata: { store_app_title: 'Silver Vault' } });
    expect(returnLink(session, ORIGIN)).toEqual({ href: APP, name: 'Silver Vault' });
    expect(returnLink({ ...session, success_url: `${ORIGIN}${APP}?tab=versions` }, ORIGIN)).toEqual({ href: `${APP}?tab=versions`, name: 'Silver Vault' });
  });

  it('names the only item’s product when there is no app title', () => {
    const session = makeSession({ success_url: '/thanks' });
    expect(returnLink(session, ORIGIN)).toEqual({ href: '/thanks', name: 'Pro plan' });
    const upsold = makeLineItem({ upsell_price: makePrice({ id: 'price_y', product: makeProduct({ name: 'Pro plan (yearly)' }) }) });
    expect(returnLink(makeSession({ success_url: '/thanks', line_items: [upsold] }), ORIGIN)?.name).toBe('Pro plan (yearly)');
    // Several items and no title: nothing to name the link by.
    expect(returnLink(makeSession({ success_url: '/thanks', line_items: [makeLineItem(), makeLineItem()] }), ORIGIN)).toBeNull();
  });

  it.each([
    ['no success_url', null],
    ['another site', 'https://evil.example.net/store/blocklets/x'],
    ['a protocol-relative address', '//evil.example.net/x'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an escaping path', '/%2F%2Fevil.example.net'],
  ])('offers nothing for %s', (_name, url) => {
    expect(returnLink(makeSession({ success_url: url, metadata: { store_app_title: 'Silver Vault' } }), ORIGIN)).toBeNull();
  });

  it('ignores a blank or non-text title', () => {
    expect(returnLink(makeSession({ success_url: APP, metadata: { store_app_title: '  ' }, line_items: [] }), ORIGIN)).toBeNull();
    expect(returnLink(makeSession({ success_url: APP, metadata: { store_app_title: '  ' } }), ORIGIN)?.name).toBe('Pro plan');
    expect(returnLink(makeSession({ success_url: APP, metadata: { store_app_title: 42 } }), ORIGIN)?.name).toBe('Pro plan');
  });

  it('names the link by the text without the spaces around it, and survives what the session leaves out', () => {
    expect(returnLink(makeSession({ success_url: APP, metadata: { store_app_title: ' Silver Vault ' } }), ORIGIN)?.name).toBe('Silver Vault');
    const spaced = makeLineItem({ price: makePrice({ product: makeProduct({ name: ' Pro plan ' }) }) });
    expect(returnLink(makeSession({ success_url: '/thanks', line_items: [spaced] }), ORIGIN)?.name).toBe('Pro plan');
    // No metadata at all, and a price the API sent without its product.
    expect(returnLink({ ...makeSession({ success_url: '/thanks' }), metadata: undefined }, ORIGIN)?.name).toBe('Pro plan');
    const bare = makeLineItem({ price: { ...makePrice(), product: undefined } });
    expect(returnLink(makeSession({ success_url: '/thanks', line_items: [bare] }), ORIGIN)).toBeNull();
  });
});
