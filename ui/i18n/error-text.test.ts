import { describe, expect, it } from 'vitest';
import { ErrorText } from '@domain/errors';
import { allParts } from './messages/all';
import { localizeApiName, localizeErrorText } from './error-text';
import { translate, type MessageKey, type MessageParams } from './index';

const zh = (key: MessageKey, params?: MessageParams) => translate('zh', key, params);
const en = (key: MessageKey, params?: MessageParams) => translate('en', key, params);

describe('localizeErrorText (HTTP-layer errors in the page language)', () => {
  it.each([
    ['The request was cancelled.', '请求已取消。'],
    ['The server did not answer within 30 s.', '服务器在 30 秒内没有响应。'],
    ['Network error: Failed to fetch', '网络错误：Failed to fetch'],
    ['The server answered with something that is not JSON.', '服务器返回的内容不是 JSON。'],
    ['Unexpected answer from the server: items[0].amount: Expected string', '服务器返回了无法识别的内容：items[0].amount: Expected string'],
    ['Exceed purchase limit', '超出购买限制'],
    ['Unknown error', '未知错误'],
    // The sandbox wallet's refusal (adapters/sandbox/engine/wallet-funds.ts), amounts as it formatted them.
    ['Insufficient balance: this payment needs 1,005.5 TBA, your wallet holds 1 TBA.', '余额不足：本次支付需要 1,005.5 TBA，您的钱包只有 1 TBA。'],
  ])('%s → %s', (english, chinese) => {
    expect(localizeErrorText(zh, english)).toBe(chinese);
    expect(localizeErrorText(en, english)).toBe(english);
  });

  it("leaves a server's own text as it came", () => {
    expect(localizeErrorText(zh, 'Session is locked by another payment')).toBe('Session is locked by another payment');
  });

  it('has a key in both languages for every fixed error text of the domain', () => {
    for (const [name, text] of Object.entries(ErrorText)) {
      expect(allParts.en.boot[`errors.${name}` as keyof typeof allParts.en.boot], name).toBe(text);
      expect(localizeErrorText(zh, text), name).not.toBe(text);
    }
  });
});

describe('localizeApiName', () => {
  it("shows the API's English names in Chinese, and unknown names as they came", () => {
    expect(localizeApiName(zh, 'Card')).toBe('银行卡');
    expect(localizeApiName(zh, 'Tip')).toBe('打赏');
    expect(localizeApiName(en, 'Card')).toBe('Card');
    expect(localizeApiName(zh, 'ArcBlock')).toBe('ArcBlock');
  });
});
