/**
 * The server's request validation, field by field: `Validate failed: customer_phone:
 * "customer_phone" is invalid; billing_address.line1: …` belongs at the fields it names, not only
 * in a toast. Reads the Joi shape (`{ details: [{ path, message }] }`, path a string or a list)
 * and, when only the text is left, the "Validate failed:" message. Field path → the server's text.
 */
export interface ServerFieldError {
  /** The shape of a domain validation failure, so that the form shows both the same way. */
  readonly ok: false;
  readonly key: 'server.validation';
  readonly message: string;
}

const FIELD = /^[A-Za-z_][\w.[\]]*$/;

const dataOf = (error: unknown): unknown => {
  if (typeof error !== 'object' || error === null) return undefined;
  const response = (error as { response?: { data?: unknown } }).response;
  return response?.data;
};

function fromDetails(data: unknown): Array<[string, string]> {
  const details = (data as { details?: unknown } | undefined)?.details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail: unknown) => {
    const { path, message } = (detail ?? {}) as { path?: unknown; message?: unknown };
    const field = Array.isArray(path) ? path.map(String).join('.') : typeof path === 'string' ? path : '';
    return field && typeof message === 'string' ? [[field, message] as [string, string]] : [];
  });
}

function fromText(text: string): Array<[string, string]> {
  const match = /^Validate failed:\s*(.*)$/s.exec(text.trim());
  if (!match) return [];
  return match[1]!
    .split(/;\s*|\n/)
    .flatMap((part) => {
      const at = part.indexOf(': ');
      const field = at > 0 ? part.slice(0, at).trim() : '';
      return FIELD.test(field) ? [[field, part.slice(at + 2).trim()] as [string, string]] : [];
    });
}

export function serverFieldErrors(error: unknown): Record<string, ServerFieldError> {
  const pairs = fromDetails(dataOf(error));
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const found = pairs.length > 0 ? pairs : fromText(text);
  const errors: Record<string, ServerFieldError> = {};
  // The first message of a field wins (Joi lists the most basic failure first).
  for (const [field, message] of found) errors[field] ??= { ok: false, key: 'server.validation', message };
  return errors;
}
