import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { MoonIcon, SunIcon } from '../common/icons';
import { useT } from '../i18n';

/** Follows the system until the person picks; then switches between light and dark. */
export function ThemeToggle() {
  const t = useT();
  const { setColorScheme } = useMantineColorScheme();
  const current = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const label = current === 'dark' ? t('shell.theme.toLight') : t('shell.theme.toDark');
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(current === 'dark' ? 'light' : 'dark')}
    >
      {current === 'dark' ? <SunIcon /> : <MoonIcon />}
    </ActionIcon>
  );
}
