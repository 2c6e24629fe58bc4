import { describe, expect, it } from 'vitest';
import { explorerAccountLink, shortHash, transactionLink, type ExplorerMethod } from '@domain/display';

// docs/spec/checkout-and-billing.md §3: tx_hash per chain, card payment_intent_id; explorer_host per chain and
// the card dashboard in the payment method's settings.
const arcblock: ExplorerMethod = { type: 'arcblock', livemode: true, settings: { arcblock: { explorer_host: 'https://explorer.abtnetwork.io/' } } };
const ethereum: ExplorerMethod = { type: 'ethereum', settings: { ethereum: { explorer_host: 'https://sepolia.etherscan.io', chain_id: 11155111 } } };
const base: ExplorerMethod = { type: 'base', settings: { base: { explorer_host: 'https://basescan.org' } } };
const bitcoin: ExplorerMethod = { type: 'bitcoin', settings: { bitcoin: { explorer_host: 'https://mempool.space' } } };
const card = (settings: ExplorerMethod['settings'], livemode = true): ExplorerMethod => ({ type: 'stripe', livemode, settings });

describe('transactionLink (one rule for every table and the invoice page)', () => {
  it('builds each chain explorer URL from the method settings', () => {
    expect(transactionLink({ method: arcblock, details: { arcblock: { tx_hash: '0xabc' } } })).toEqual({ chain: 'arcblock', text: '0xabc', href: 'https://explorer.abtnetwork.io/txs/0xabc' });
    expect(transactionLink({ method: ethereum, details: { ethereum: { tx_hash: '0xeth', gas_used: '21000' } } })?.href).toBe('https://sepolia.etherscan.io/tx/0xeth');
    expect(transactionLink({ method: base, details: { base: { tx_hash: '0xbase' } } })?.href).toBe('https://basescan.org/tx/0xbase');
    expect(transactionLink({ method: bitcoin, details: { bitcoin: { tx_hash: 'f00d' } } })?.href).toBe('https://mempool.space/tx/f00d');
  });

  it('prefers the method chain, yet shows a hash that landed on another chain (without a link when that chain has no host)', () => {
    const details = { arcblock: { tx_hash: '0xa' }, ethereum: { tx_hash: '0xe' } };
    expect(transactionLink({ method: ethereum, details })).toEqual({ chain: 'ethereum', text: '0xe', href: 'https://sepolia.etherscan.io/tx/0xe' });
    expect(transactionLink({ method: ethereum, details: { arcblock: { tx_hash: '0xa' } } })).toEqual({ chain: 'arcblock', text: '0xa', href: null });
    expect(transactionLink({ method: undefined, details: { bitcoin: { tx_hash: 'b1' } } })).toEqual({ chain: 'bitcoin', text: 'b1', href: null });
  });

  it('card payments: the intent id as text for a customer, the dashboard link for a merchant (test dashboard in test mode)', () => {
    const details = { stripe: { payment_intent_id: 'pi_1' } };
    expect(transactionLink({ method: card(null), details })).toEqual({ chain: 'stripe', text: 'pi_1', href: null });
    expect(transactionLink({ method: card(null), details, merchant: true })?.href).toBe('https://dashboard.stripe.com/payments/pi_1');
    expect(transactionLink({ method: card(null, false), details, merchant: true })?.href).toBe('https://dashboard.stripe.com/test/payments/pi_1');
    expect(transactionLink({ method: card({ stripe: { dashboard: 'https://dashboard.stripe.com/acct_9' } }), details, merchant: true })?.href).toBe(
      'https://dashboard.stripe.com/acct_9/payments/pi_1',
    );
    expect(transactionLink({ method: undefined, details, merchant: true })?.href).toBe('https://dashboard.stripe.com/payments/pi_1');
  });

  it('no transaction, or no usable host: no link', () => {
    expect(transactionLink({ method: arcblock, details: null })).toBeUndefined();
    expect(transactionLink({ method: arcblock, details: {} })).toBeUndefined();
    expect(transactionLink({ method: arcblock, details: { arcblock: { tx_hash: null } } })).toBeUndefined();
    expect(transactionLink({ method: { type: 'arcblock', settings: null }, details: { arcblock: { tx_hash: '0x1' } } })?.href).toBeNull();
    // Server data never becomes a javascript: or relative link.
    for (const host of ['javascript:alert(1)//', '/explorer', 'explorer.example', '', 'javascript:alert("https://x")', 'ftp://explorer.example']) {
      expect(transactionLink({ method: { type: 'arcblock', settings: { arcblock: { explorer_host: host } } }, details: { arcblock: { tx_hash: '0x1' } } })?.href).toBeNull();
    }
  });

  it('takes a host as the settings hold it: http too, spaces and trailing slashes dropped', () => {
    const link = (explorer_host: string) => transactionLink({ method: { type: 'arcblock', settings: { arcblock: { explorer_host } } }, details: { arcblock: { tx_hash: '0x1' } } })?.href;
    expect(link('http://explorer.local:8080')).toBe('http://explorer.local:8080/txs/0x1');
    expect(link(' https://explorer.abtnetwork.io// ')).toBe('https://explorer.abtnetwork.io/txs/0x1');
  });

  it('a card method whose settings name no dashboard links to the default one', () => {
    expect(transactionLink({ method: card({}), details: { stripe: { payment_intent_id: 'pi_2' } }, merchant: true })?.href).toBe('https://dashboard.stripe.com/payments/pi_2');
  });

  it('encodes the hash as a path segment', () => {
    expect(transactionLink({ method: arcblock, details: { arcblock: { tx_hash: 'a/b?c' } } })?.href).toBe('https://explorer.abtnetwork.io/txs/a%2Fb%3Fc');
  });
});

describe('explorerAccountLink and shortHash', () => {
  it('links an account on the method chain', () => {
    expect(explorerAccountLink(arcblock, 'z1payer')).toBe('https://explorer.abtnetwork.io/accounts/z1payer');
    expect(explorerAccountLink(ethereum, '0xpayer')).toBe('https://sepolia.etherscan.io/address/0xpayer');
    expect(explorerAccountLink(card(null), 'x')).toBeNull();
    expect(explorerAccountLink(arcblock, null)).toBeNull();
    expect(explorerAccountLink(undefined, 'z1')).toBeNull();
    expect(explorerAccountLink({ type: 'arcblock', settings: null }, 'z1')).toBeNull();
    expect(explorerAccountLink({ type: 'ethereum', settings: { arcblock: { explorer_host: 'https://explorer.abtnetwork.io' } } }, '0x1')).toBeNull();
  });
  it('shortens long hashes only', () => {
    expect(shortHash('0x1234567890abcdef')).toBe('0x123456…cdef');
    expect(shortHash('0xabc')).toBe('0xabc');
    // 8 + 4 characters and the ellipsis save nothing on 14 characters or fewer.
    expect(shortHash('0x123456789abc')).toBe('0x123456789abc');
    expect(shortHash('0x123456789abcd')).toBe('0x123456…abcd');
  });
});
