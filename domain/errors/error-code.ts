/** Codes the server sends that the front end reacts to by name (docs/spec/checkout-and-billing.md §8). */
export const ErrorCode = {
  customerLimited: 'CUSTOMER_LIMITED',
  requireCrossSell: 'REQUIRE_CROSS_SELL',
  unifiedAppRequired: 'UNIFIED_APP_REQUIRED',
} as const;
export type KnownErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

type Shape = Record<string, unknown>;

const isObject = (value: unknown): value is Shape => typeof value === 'object' && value !== null;

const codeIn = (value: unknown): string | undefined => {
  if (!isObject(value)) return undefined;
  const code = value['code'];
  return typeof code === 'string' && code !== '' ? code : undefined;
};

/**
 * The server's machine-readable code of a failed call, wherever the error shape keeps it:
 * `error.code` (our ApiError), `error.details.code`, `error.response.data.code`, `error.body.code`.
 */
export function errorCode(error: unknown): string | undefined {
  if (!isObject(error)) return undefined;
  const response = error['response'];
  return (
    codeIn(error) ??
    codeIn(error['details']) ??
    (isObject(response) ? codeIn(response['data']) : undefined) ??
    codeIn(error['body'])
  );
}

/** The bus event a failed submit is broadcast under: error.{code}. */
export const errorEventName = (code: string): string => `error.${code}`;
