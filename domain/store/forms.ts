// The store's form rules (docs/spec/shell-store-and-tables.md §5, docs/reference/store-shell.md §3.3–§4 and §7.3): app names, access-token
// names, category names, remarks and block reasons. Validators return an i18n key plus the
// English text and never throw.
export type StoreFieldResult = { ok: true; value: string } | { ok: false; key: string; params?: Record<string, number>; message: string };

export const APP_NAME_MAX = 32;
export const APP_REMARK_MAX = 100;
export const TOKEN_NAME_MAX = 50;
export const CATEGORY_NAME_MAX = 40;
export const BLOCK_REASON_MAX = 255;

const fail = (key: string, message: string, params?: Record<string, number>): StoreFieldResult =>
  params ? { ok: false, key, params, message } : { ok: false, key, message };

/** A text of at most `max` characters, trimmed; `required` names the refusal of an empty one. */
function bounded(value: string, max: number, required?: { key: string; text: string }): StoreFieldResult {
  const trimmed = value.trim();
  if (!trimmed && required) return fail(required.key, required.text);
  if (trimmed.length > max) return fail('storeForm.tooLong', `Input a maximum of ${max} characters`, { max });
  return { ok: true, value: trimmed };
}

/**
 * App name: required, at most 32 characters, only letters (a-zA-Z), digits, '-' and '_'. The
 * spec (docs/spec/shell-store-and-tables.md §5) says letters, '-' and '_'; the real store accepts any npm package name (digits
 * included: `ai-2048`, `web3-kit`) and apps are uploaded to it by name, so refusing digits would
 * refuse names the store serves. Decision and reasons in docs/store.md.
 */
export function validateAppName(value: string): StoreFieldResult {
  const trimmed = value.trim();
  if (!trimmed) return fail('storeForm.nameRequired', 'Name is required');
  if (trimmed.length > APP_NAME_MAX) return fail('storeForm.nameTooLong', 'Blocklet name is too long', { max: APP_NAME_MAX });
  if (!/^[A-Za-z0-9_-]+$/.test(trimmed)) return fail('storeForm.nameFormat', 'Name contains only letters (a-zA-Z), digits (0-9), - and _');
  return { ok: true, value: trimmed };
}

/** Access-token name (remark): required, at most 50 characters (the store's effective limit). */
export const validateTokenName = (value: string) => bounded(value, TOKEN_NAME_MAX, { key: 'storeForm.tokenNameRequired', text: 'Remark is required' });

/** Category name in one language: required, at most 40 characters. */
export const validateCategoryName = (value: string) => bounded(value, CATEGORY_NAME_MAX, { key: 'storeForm.categoryNameRequired', text: 'Name is required' });

/** App remark: optional, at most 100 characters. */
export const validateRemark = (value: string) => bounded(value, APP_REMARK_MAX);

/** Block reason: optional, at most 255 characters. */
export const validateBlockReason = (value: string) => bounded(value, BLOCK_REASON_MAX);

/** A version number x.x.x ("must like x.x.x"). */
export function validateVersion(value: string): StoreFieldResult {
  const trimmed = value.trim();
  if (!/^\d+\.\d+\.\d+$/.test(trimmed)) return fail('storeForm.versionFormat', 'The version must look like x.x.x');
  return { ok: true, value: trimmed };
}
