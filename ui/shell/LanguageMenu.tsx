import { Button, Group } from '@mantine/core';
import { useI18n, type Locale } from '../i18n';

const LANGUAGES: { locale: Locale; short: string; name: string; lang: string }[] = [
  { locale: 'en', short: 'EN', name: 'English', lang: 'en' },
  { locale: 'zh', short: '中文', name: '简体中文', lang: 'zh-CN' },
];

/**
 * Shown only when the site offers more than one language (spec, shell screens). Two toggle
 * buttons rather than a menu: one tap, and no popover code on the first paint.
 */
export function LanguageMenu({ available = LANGUAGES.map((l) => l.locale) }: { available?: Locale[] }) {
  const { locale, setLocale, t } = useI18n();
  const choices = LANGUAGES.filter((language) => available.includes(language.locale));
  if (choices.length < 2) return null;
  return (
    <Group gap={2} role="group" aria-label={t('shell.language')} wrap="nowrap">
      {choices.map((language) => {
        const active = language.locale === locale;
        return (
          <Button
            key={language.locale}
            size="compact-sm"
            variant={active ? 'light' : 'subtle'}
            color={active ? 'indigo' : 'gray'}
            aria-pressed={active}
            aria-label={language.name}
            lang={language.lang}
            onClick={() => setLocale(language.locale)}
          >
            {language.short}
          </Button>
        );
      })}
    </Group>
  );
}
