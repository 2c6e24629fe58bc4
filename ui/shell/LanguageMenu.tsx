import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { LanguageIcon } from '../common/icons';
import { useI18n, type Locale } from '../i18n';

const LANGUAGES: { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'zh', name: '简体中文' },
];

/** Shown only when the site offers more than one language (spec, shell screens). */
export function LanguageMenu({ available = LANGUAGES.map((l) => l.locale) }: { available?: Locale[] }) {
  const { locale, setLocale, t } = useI18n();
  const choices = LANGUAGES.filter((language) => available.includes(language.locale));
  if (choices.length < 2) return null;
  const current = choices.find((language) => language.locale === locale)?.name ?? locale;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={t('shell.language')}>
          <ActionIcon variant="default" size="lg" aria-label={`${t('shell.language')}: ${current}`}>
            <LanguageIcon />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {choices.map((language) => (
          <Menu.Item
            key={language.locale}
            lang={language.locale === 'zh' ? 'zh-CN' : 'en'}
            aria-current={language.locale === locale ? 'true' : undefined}
            fw={language.locale === locale ? 700 : 400}
            onClick={() => setLocale(language.locale)}
          >
            {language.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
