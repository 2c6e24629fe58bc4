/** Turns any error into the text of docs/spec/checkout-and-billing.md §8 ('Validate failed: …', 'Unknown error', …). */
export { formatError, UNKNOWN_ERROR } from './format-error';
/** Reads the server's error code (CUSTOMER_LIMITED, REQUIRE_CROSS_SELL, …) from any error shape; errorEventName gives 'error.{code}'. */
export { errorCode, errorEventName, ErrorCode, type KnownErrorCode } from './error-code';
/** The English error texts the spec fixes word for word. */
export { ErrorText, type ErrorTextKey } from './messages';
/** Whether the same request may succeed if tried again (not for 4xx other than 408 and 429). */
export { isRetryable } from './retryable';
/** serverFieldErrors(error): the server's request validation by field path (Joi details or the 'Validate failed:' text). */
export { serverFieldErrors, type ServerFieldError } from './field-errors';
