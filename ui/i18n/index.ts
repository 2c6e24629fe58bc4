export { I18nProvider, useI18n, type I18n } from './I18nProvider';
export { useT } from './useT';
export {
  translate,
  toLocale,
  isMessageKey,
  ensureCatalogue,
  ensureArea,
  registerCatalogue,
  type Area,
  type Locale,
  type MessageParams,
} from './translate';
export type { MessageKey } from './messages';
export { localizeApiName, localizeErrorText } from './error-text';
