import { useCallback } from 'react';
import { isMessageKey, useT, type I18n, type MessageParams } from '../i18n';

/**
 * What the domain answers for the interface: a LocalizedMessage ({key, params, nested, text}) or
 * a validation failure ({key, params, message}). Both carry an English fallback.
 */
export interface MessageLike {
  readonly key: string;
  readonly params?: MessageParams | undefined;
  readonly nested?: Readonly<Record<string, MessageLike>> | undefined;
  readonly text?: string | undefined;
  readonly message?: string | undefined;
}

/**
 * A domain message in a locale: nested texts first ("per month" inside "Then 10 ABT
 * {recurring}"), then the key; a key the catalogue lacks falls back to the English text.
 */
export function messageText(t: I18n['t'], message: MessageLike | string | null | undefined): string {
  if (message === null || message === undefined) return '';
  if (typeof message === 'string') return message;
  const params: Record<string, string | number> = { ...message.params };
  for (const [name, inner] of Object.entries(message.nested ?? {})) params[name] = messageText(t, inner);
  if (isMessageKey(message.key)) return t(message.key, params);
  return message.text ?? message.message ?? message.key;
}

/** messageText bound to the current locale. */
export function useMessageText(): (message: MessageLike | string | null | undefined) => string {
  const t = useT();
  return useCallback((message: MessageLike | string | null | undefined) => messageText(t, message), [t]);
}
