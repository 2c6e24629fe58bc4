import { formatError } from '@domain/errors';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'decode' | 'aborted';

export interface ApiErrorDetails {
  method: string;
  url: string;
  status?: number;
  /** The server's machine-readable code, e.g. CUSTOMER_LIMITED or REQUIRE_CROSS_SELL. */
  code?: string;
  body?: unknown;
  /** For decode errors: the path of the first field that broke the schema. */
  path?: string;
  cause?: unknown;
}

/**
 * Every failed call becomes one of these. `message` is already the text a user should see
 * (the error-text rule of docs/spec/checkout-and-billing.md §8); `kind` and `code` are for code that decides what to do.
 */
export class ApiError extends Error {
  readonly _tag = 'ApiError' as const;
  readonly kind: ApiErrorKind;
  readonly details: ApiErrorDetails;
  /** Axios-like view of the failed response, the shape the error-text rule reads. */
  readonly response: { status: number; data: unknown } | undefined;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.details = details;
    this.response =
      details.status === undefined ? undefined : { status: details.status, data: details.body };
  }

  get code(): string | undefined {
    return this.details.code;
  }
}

export const isApiError = (error: unknown): error is ApiError =>
  error instanceof ApiError || (typeof error === 'object' && error !== null && (error as ApiError)._tag === 'ApiError');

const codeOf = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const code = (body as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
};

/** A non-2xx answer: the body's errors/details/error text decide the message (docs/spec/checkout-and-billing.md §8). */
export function httpError(method: string, url: string, status: number, body: unknown): ApiError {
  const axiosLike = Object.assign(new Error(`Request failed with status code ${status}`), {
    response: { status, data: body },
  });
  const code = codeOf(body);
  return new ApiError('http', formatError(axiosLike), {
    method,
    url,
    status,
    body,
    ...(code === undefined ? {} : { code }),
  });
}
