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
  // The first issue is reported. Each issue is followed by its `at` line unless it is at the root:
  // then the next line is another issue, whose path does not belong to the first.
  const [reason = 'Invalid value', next] = result.failure.message.split('\n');
  const at = next?.trim();
  const path = at?.startsWith('at ') ? readablePath(at.slice(3)) : '';
  return { ok: false, path, message: path ? `${path}: ${reason}` : reason };
};
