import { ErrorText, type ErrorTextKey } from '@domain/errors';
import type { MessageKey } from './messages';
import type { MessageParams } from './translate';

type Translate = (key: MessageKey, params?: MessageParams) => string;

// The texts of errors the app raises itself, in English (adapters/http/client.ts and
// decode-response.ts; domain/errors ErrorText; the sandbox wallet's refusal), and the keys that
// say them in the page's language.
const PATTERNS: readonly { readonly pattern: RegExp; readonly key: MessageKey; readonly params: readonly string[] }[] = [
  { pattern: /^The request was cancelled\.$/, key: 'errors.cancelled', params: [] },
  { pattern: /^The server did not answer within (\d+) s\.$/, key: 'errors.timeout', params: ['seconds'] },
  { pattern: /^Network error: ([\s\S]*)$/, key: 'errors.network', params: ['detail'] },
  { pattern: /^The server answered with something that is not JSON\.$/, key: 'errors.notJson', params: [] },
  { pattern: /^Unexpected answer from the server: ([\s\S]*)$/, key: 'errors.unexpectedAnswer', params: ['detail'] },
  // The sandbox wallet's refusal of a payment above its balance (adapters/sandbox/engine/wallet-funds.ts).
  { pattern: /^Insufficient balance: this payment needs (.+), your wallet holds (.+)\.$/, key: 'sandbox.wallet.refused.insufficientBalance', params: ['needed', 'held'] },
];

const FIXED = new Map<string, MessageKey>(
  (Object.keys(ErrorText) as ErrorTextKey[]).map((name) => [ErrorText[name], `errors.${name}` as MessageKey]),
);

/**
 * An error text in the page's language: texts the app itself produces in English (HTTP-layer
 * failures, the spec's fixed error texts) are shown through their key; a server's own text
 * (already in the `locale` the request asked for) is shown as it is.
 */
export function localizeErrorText(t: Translate, text: string): string {
  const fixed = FIXED.get(text);
  if (fixed !== undefined) return t(fixed);
  for (const { pattern, key, params } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return t(key, Object.fromEntries(params.map((name, index) => [name, match[index + 1] ?? ''])));
  }
  return text;
}

const API_NAMES = new Map<string, MessageKey>([
  ['Card', 'apiName.card'],
  ['Tip', 'apiName.tip'],
  ['Donate', 'apiName.donate'],
]);

/** A name the API sends in English and the interface shows ('Card', 'Tip'), in the page's language. */
export function localizeApiName(t: Translate, name: string): string {
  const key = API_NAMES.get(name);
  return key === undefined ? name : t(key);
}
