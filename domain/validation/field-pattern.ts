import { invalid } from './messages';
import { fillTemplate, valid, type Invalid, type ValidationResult } from './result';

/** A merchant's rule for one field (session metadata.page_info.field_validation[field]). */
export interface FieldPatternRule {
  readonly pattern?: string | null | undefined;
  readonly pattern_message?: Readonly<Record<string, string>> | null | undefined;
}

export type FieldValidationMap = Readonly<Record<string, FieldPatternRule | null | undefined>>;

/**
 * The merchant's message in the reader's language: exact locale, then its language ("zh-CN" →
 * "zh"), then English, then any; undefined when there is none.
 */
export function localizedPatternMessage(
  messages: FieldPatternRule['pattern_message'],
  locale = 'en',
): string | undefined {
  if (!messages) return undefined;
  // "tw" (the real product's Traditional Chinese locale) reads the Chinese message.
  const language = locale.toLowerCase() === 'tw' ? 'zh' : (locale.split(/[-_]/)[0] ?? locale);
  for (const candidate of [locale, language, 'en']) {
    const text = messages[candidate];
    if (text) return text;
  }
  return Object.values(messages).find((text) => Boolean(text));
}

function compile(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    // A merchant typo in a pattern must not make checkout impossible: the rule is skipped.
    return null;
  }
}

/**
 * Applies the merchant's pattern of a field to a non-empty value. A mismatch carries the
 * localized pattern_message (key 'validation.custom'), or falls back to the generic 'Invalid'.
 */
export function checkFieldPattern(value: string, rule: FieldPatternRule | null | undefined, locale = 'en'): ValidationResult {
  if (!rule?.pattern) return valid(value);
  const regex = compile(rule.pattern);
  if (regex === null || regex.test(value)) return valid(value);
  return patternFailure(rule, locale);
}

function patternFailure(rule: FieldPatternRule, locale: string): Invalid {
  const message = localizedPatternMessage(rule.pattern_message, locale);
  if (message === undefined) return invalid('validation.invalid');
  return { ok: false, key: 'validation.custom', params: { message }, message: fillTemplate('{message}', { message }) };
}
