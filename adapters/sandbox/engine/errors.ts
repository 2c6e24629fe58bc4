// The sandbox engine's refusals: what a request may not do, in the shapes the real Payment Kit
// (and the store server) answer. Engine code throws them and knows nothing of HTTP or msw;
// `route()` (routing/route.ts) turns a SandboxRefusal into the response, and an engine test can
// catch one directly.

/** The body of a refusal, exactly as it goes on the wire. */
export type RefusalBody =
  | { error: string; code?: string }
  | { details: { path: string; message: string }[] }
  | { errors: { message: string }[]; code?: string }
  | { error: string[] };

export class SandboxRefusal extends Error {
  readonly code: string | undefined;

  constructor(
    /** The HTTP status the real server answers with (400, 401, 403, 404, 409…). */
    readonly status: number,
    readonly body: RefusalBody,
  ) {
    super(messageOf(status, body));
    this.name = 'SandboxRefusal';
    this.code = 'code' in body ? body.code : undefined;
  }
}

function messageOf(status: number, body: RefusalBody): string {
  if ('error' in body) return Array.isArray(body.error) ? body.error.join('; ') : body.error;
  if ('details' in body) return `Validate failed: ${body.details.map((d) => `${d.path}: ${d.message}`).join('; ')}`;
  if ('errors' in body) return body.errors.map((e) => e.message).join('\n');
  return `HTTP ${status}`;
}

/** `{ error, code }`: the plain shape (CUSTOMER_LIMITED, REQUIRE_CROSS_SELL, not found…). */
export const refuse = (status: number, error: string, code?: string) => new SandboxRefusal(status, code ? { error, code } : { error });

/** `{ details: [{path, message}] }`: request validation (the Joi shape) → "Validate failed: path: message; …". */
export const refuseInvalid = (details: { path: string; message: string }[]) => new SandboxRefusal(400, { details });

/** `{ errors: [{message}] }`: several business-rule failures at once → messages joined by line. */
export const refuseRules = (messages: string[], code?: string) =>
  new SandboxRefusal(400, { errors: messages.map((message) => ({ message })), ...(code ? { code } : {}) });

/** `{ error: [messages] }`: the store server's query validation (celebrate), 400. */
export const refuseQuery = (messages: string[]) => new SandboxRefusal(400, { error: messages });
