import { describe, expect, it } from 'vitest';
import {
  EMBED_MODE_KEY,
  HEADER,
  INVITER_KEY,
  LIVEMODE_KEY,
  TABLE,
  canAutoRead,
  currencyPreferenceKey,
  donationCustomAmountKey,
  donationPresetKey,
  isEmbedMode,
  productsMenuLabel,
  readLivemode,
  shouldToast,
  tablePageSize,
  toastDuration,
  unreadAfterCreate,
  unreadAfterRead,
} from '@domain/platform';
import { makeNotification } from '@test/fixtures/shell';

// docs/spec/shell-store-and-tables.md §4: "error and warning severities and sticky ones stay until closed; others hide after 5 seconds."
describe('toastDuration', () => {
  it.each<[string, 'normal' | 'success' | 'info' | 'warning' | 'error' | undefined, boolean, number | null]>([
    ['error', 'error', false, null],
    ['warning', 'warning', false, null],
    ['sticky info', 'info', true, null],
    ['info', 'info', false, 5000],
    ['success', 'success', false, 5000],
    ['normal', 'normal', false, 5000],
    ['no severity', undefined, false, 5000],
  ])('%s → %s', (_name, severity, sticky, duration) => {
    expect(toastDuration(makeNotification({ severity, sticky }))).toBe(duration);
  });
});

describe('notification toasts and unread counts', () => {
  const context = { toastAlert: true, inWalletBrowser: false };

  it('toasts component notifications only when enabled and not in a wallet browser', () => {
    expect(shouldToast(makeNotification(), context)).toBe(true);
    expect(shouldToast(makeNotification({ source: 'system' }), context)).toBe(false);
    expect(shouldToast(makeNotification(), { ...context, toastAlert: false })).toBe(false);
    expect(shouldToast(makeNotification(), { ...context, inWalletBrowser: true })).toBe(false);
  });

  it('counts notifications addressed to the user; system ones only for admins', () => {
    const alice = { did: 'z1alice', role: 'member' };
    expect(unreadAfterCreate(2, makeNotification(), alice)).toBe(3);
    expect(unreadAfterCreate(2, makeNotification({ receivers: [{ receiver: 'z1bob' }] }), alice)).toBe(2);
    expect(unreadAfterCreate(2, makeNotification({ receivers: [] }), alice)).toBe(2);
    expect(unreadAfterCreate(2, makeNotification({ source: 'system' }), alice)).toBe(2);
    expect(unreadAfterCreate(2, makeNotification({ source: 'system' }), { ...alice, role: 'admin' })).toBe(3);
  });

  it('never counts below zero', () => {
    expect(unreadAfterRead(3, 2)).toBe(1);
    expect(unreadAfterRead(1, 5)).toBe(0);
  });

  it.each<['normal' | 'success' | 'info' | 'warning' | 'error' | undefined, boolean]>([
    ['normal', true],
    ['success', true],
    ['info', true],
    ['warning', false],
    ['error', false],
    [undefined, true],
  ])('canAutoRead(%s) = %s', (severity, expected) => {
    expect(canAutoRead(makeNotification({ severity }))).toBe(expected);
  });

  it('marks a notification the API sent with a null severity read automatically, as one without', () => {
    expect(canAutoRead(makeNotification({ severity: null }))).toBe(true);
  });
});

// docs/spec/checkout-and-billing.md §9: header height 64 px; menu minimum item width 260;
// docs/spec/shell-store-and-tables.md §9: tables page size 10 (5 on mobile),
// options 5, 10, 20, 50, 100; search debounce 300 ms.
describe('shell constants', () => {
  it('quotes the spec numbers', () => {
    expect(HEADER).toEqual({ heightPx: 64, menuMinItemWidthPx: 260, menuResizeDebounceMs: 100 });
    expect(TABLE.pageSizeOptions).toEqual([5, 10, 20, 50, 100]);
    expect(TABLE.searchDebounceMs).toBe(300);
    expect(tablePageSize(false)).toBe(10);
    expect(tablePageSize(true)).toBe(5);
  });

  it.each([
    ['en', 'Products'],
    ['zh', '产品'],
    ['zh-TW', '產品'],
    ['ja', '製品'],
    ['fr', 'Products'],
  ])('Products menu in %s is %s', (locale, label) => {
    expect(productsMenuLabel(locale)).toBe(label);
  });

  it('builds storage keys per user', () => {
    expect(currencyPreferenceKey('z1')).toBe('payment-currency-preference:z1');
    expect(donationPresetKey('z1')).toBe('payment-donation-preset:z1');
    expect(donationPresetKey()).toBe('payment-donation-preset');
    expect(donationCustomAmountKey('z1')).toBe('payment-donation-custom-amount:z1');
    expect(donationCustomAmountKey(null)).toBe('payment-donation-custom-amount');
  });

  // The real product's keys (docs/reference/store-shell.md, docs/reference/payment-react.md), so that a user's saved choices carry over.
  it('keeps the browser storage keys of the real product', () => {
    expect(EMBED_MODE_KEY).toBe('blocklet-ui-react-embed-mode');
    expect(INVITER_KEY).toBe('inviter');
    expect(LIVEMODE_KEY).toBe('livemode');
  });

  it('reads embed mode and livemode flags', () => {
    expect(isEmbedMode('1')).toBe(true);
    expect(isEmbedMode('0')).toBe(false);
    expect(isEmbedMode(null)).toBe(false);
    expect(readLivemode(null)).toBe(true);
    expect(readLivemode('true')).toBe(true);
    expect(readLivemode('false')).toBe(false);
  });
});
