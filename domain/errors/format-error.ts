// The error-text rule of docs/spec/checkout-and-billing.md §8, over every error shape the app meets:
// axios-like `{ response: { data } }`, our ApiError (message already formatted), `{ body }`,
// plain Error, a thrown string, GraphQL-like `{ errors }`, Joi-like `{ details }`.

export const UNKNOWN_ERROR = 'Unknown error';

type Shape = Record<string, unknown>;

const isObject = (value: unknown): value is Shape => typeof value === 'object' && value !== null;

const textOf = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (isObject(value) && typeof value['message'] === 'string') return value['message'];
  return undefined;
};

const joinErrors = (errors: readonly unknown[]): string =>
  errors
    .map(textOf)
    .filter((text): text is string => text !== undefined)
    .join('\n');

const pathOf = (path: unknown): string => {
  if (Array.isArray(path)) return path.map(String).join('.');
  return typeof path === 'string' ? path : '';
};

// Double quotes become single so the text survives being embedded in JSON logs and toasts.
const formatDetails = (details: readonly unknown[]): string => {
  const parts = details.map((detail) => {
    const item = isObject(detail) ? detail : { message: detail };
    const message = (textOf(item) ?? '').replace(/"/g, "'");
    return `${pathOf(item['path'])}: ${message}`;
  });
  return `Validate failed: ${parts.join('; ')}`;
};

/** The errors/details rules applied to one object; undefined when neither list is present. */
const fromLists = (value: Shape): string | undefined => {
  if (Array.isArray(value['errors'])) return joinErrors(value['errors']);
  if (Array.isArray(value['details'])) return formatDetails(value['details']);
  return undefined;
};

const serialize = (data: unknown): string => {
  try {
    return JSON.stringify(data) ?? String(data);
  } catch {
    return String(data);
  }
};

/** A response body: its error text, else the message with the JSON body appended. */
const fromBody = (data: unknown, message: string | undefined): string => {
  if (isObject(data)) {
    const error = data['error'];
    if (typeof error === 'string' && error !== '') return error;
    if (Array.isArray(error)) return joinErrors(error);
    const listed = fromLists(data);
    if (listed !== undefined) return listed;
  }
  if (typeof data === 'string' && data !== '') return data;
  const body = serialize(data);
  return message ? `${message}: ${body}` : body;
};

const messageOf = (error: Shape): string | undefined => {
  const message = error['message'];
  return typeof message === 'string' && message !== '' ? message : undefined;
};

/**
 * The text a user sees for an error (docs/spec/checkout-and-billing.md §8): an errors list → messages joined by newline;
 * a details list → 'Validate failed: path: message; …' with double quotes made single;
 * a response → its error text, otherwise the message plus the JSON body; else the message;
 * no error at all → 'Unknown error'.
 */
export function formatError(error: unknown): string {
  if (error === undefined || error === null || error === '' || error === false) return UNKNOWN_ERROR;
  if (typeof error === 'string') return error;
  if (!isObject(error)) return String(error);
  // Our ApiError already carries the formatted text; formatting its response again would repeat it.
  if (error['_tag'] === 'ApiError' && messageOf(error)) return messageOf(error) as string;
  const listed = fromLists(error);
  if (listed !== undefined) return listed;
  const message = messageOf(error);
  const response = error['response'];
  if (isObject(response) && 'data' in response) return fromBody(response['data'], message);
  if ('body' in error && error['body'] !== undefined) return fromBody(error['body'], message);
  if (message) return message;
  if (typeof error['statusText'] === 'string' && error['statusText'] !== '') return error['statusText'];
  return UNKNOWN_ERROR;
}
