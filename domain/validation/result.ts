/**
 * What every validator of the domain answers: never a thrown error, always a value the UI can
 * render. `key` is an i18n message key (ui/i18n/messages), `params` fills its placeholders and
 * `message` is the English text, exact where the spec quotes one.
 */
export type MessageParams = Readonly<Record<string, string | number>>;

export interface Valid<T = string> {
  readonly ok: true;
  readonly value?: T;
}

export interface Invalid {
  readonly ok: false;
  readonly key: string;
  readonly params?: MessageParams;
  readonly message?: string;
}

export type ValidationResult<T = string> = Valid<T> | Invalid;

/** A success, optionally carrying the normalised value (trimmed text, E.164 phone, …). */
export function valid<T = string>(value?: T): Valid<T> {
  return value === undefined ? { ok: true } : { ok: true, value };
}

/** Fills `{name}` placeholders; unknown names stay visible rather than vanish. */
export function fillTemplate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * A text for the interface: an i18n key with its params, plus the English rendering.
 * `nested` holds params that are texts themselves ("per month" inside "Then 10 ABT {recurring}"):
 * their English text is also in `params`, and a translator should translate them first.
 */
export interface LocalizedMessage {
  readonly key: string;
  readonly params?: MessageParams;
  readonly nested?: Readonly<Record<string, LocalizedMessage>>;
  readonly text: string;
}

/** Like messageFrom, with params that are texts of their own. */
export function messageWithNested<const Catalogue extends Readonly<Record<string, string>>>(
  catalogue: Catalogue,
  key: keyof Catalogue & string,
  params: MessageParams,
  nested: Readonly<Record<string, LocalizedMessage>>,
): LocalizedMessage {
  const all: Record<string, string | number> = { ...params };
  for (const [name, message] of Object.entries(nested)) all[name] = message.text;
  return { key, params: all, nested, text: fillTemplate(catalogue[key] ?? key, all) };
}

/** Builds a LocalizedMessage from an English catalogue. */
export function messageFrom<const Catalogue extends Readonly<Record<string, string>>>(
  catalogue: Catalogue,
  key: keyof Catalogue & string,
  params?: MessageParams,
): LocalizedMessage {
  const text = fillTemplate(catalogue[key] ?? key, params);
  return params === undefined ? { key, text } : { key, params, text };
}
