import { useI18n } from './I18nProvider';

/** The translate function of the current locale: `t('common.home')`, `t('x.y', { n: 3 })`. */
export const useT = () => useI18n().t;
