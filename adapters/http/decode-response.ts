import { Result, Schema } from 'effect';
import { ApiError, type ApiErrorDetails } from './api-error';

/** `["line_items"][0]["price"]` → `line_items[0].price` */
const readablePath = (raw: string) =>
  raw
    .replace(/\["([^"]+)"\]/g, '.$1')
    .replace(/^\./, '')
    .trim();

/** Decodes an answer with its schema; a mismatch names the first field that broke it. */
export function decodeResponse<A>(
  schema: Schema.ConstraintDecoder<A>,
  body: unknown,
  where: Pick<ApiErrorDetails, 'method' | 'url' | 'status'>,
): A {
  const result = Schema.decodeUnknownResult(schema)(body);
  if (Result.isSuccess(result)) return result.success;
  const text = String(result.failure.message);
  const [reason = 'Invalid value', ...rest] = text.split('\n');
  const at = rest.map((line) => line.trim()).find((line) => line.startsWith('at '));
  const path = at ? readablePath(at.slice(3)) : '';
  const message = path ? `${path}: ${reason.trim()}` : reason.trim();
  throw new ApiError('decode', `Unexpected answer from the server: ${message}`, {
    ...where,
    path,
    body,
  });
}
