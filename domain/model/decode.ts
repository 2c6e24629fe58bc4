import { Result, Schema } from 'effect';

export type Decoded<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly path: string; readonly message: string };

/** `["line_items"][0]["price"]` → `line_items[0].price` */
const readablePath = (raw: string): string =>
  raw
    .replace(/\["((?:[^"\\]|\\.)*)"\]/g, (_all, key: string) => `.${key}`)
    .replace(/^\./, '');

/**
 * Decodes unknown input. On failure the message starts with the failing path in the
 * JavaScript notation people read in logs: `line_items[0].price.unit_amount: Expected string`.
 */
export const decode = <S extends Schema.Decoder<unknown>>(schema: S, input: unknown): Decoded<S['Type']> => {
  const result = Schema.decodeUnknownResult(schema)(input);
  if (Result.isSuccess(result)) return { ok: true, value: result.success };
  const [reason = 'Invalid value', ...rest] = result.failure.message.split('\n');
  const at = rest.find((line) => line.trim().startsWith('at '));
  const path = at ? readablePath(at.trim().slice(3)) : '';
  return { ok: false, path, message: path ? `${path}: ${reason}` : reason };
};
