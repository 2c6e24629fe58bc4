import { Badge, Box, Container, Group, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { LogoMark } from '../common/icons';
import { RouterAnchor } from '../common/RouterLink';
import { useT } from '../i18n';
import { LanguageMenu } from './LanguageMenu';
import { ThemeToggle } from './ThemeToggle';

export interface AppHeaderProps {
  appName: string;
  sandbox: boolean;
  /** Right-hand controls that depend on the mode (the sandbox identity menu, a session menu). */
  actions?: ReactNode;
}

/** The 64 px header bar (spec §9): brand, navigation, language, theme and session controls. */
export function AppHeader({ appName, sandbox, actions }: AppHeaderProps) {
  const t = useT();
  return (
    <Box component="header" h={64} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="md" wrap="nowrap">
            <RouterAnchor to="/" underline="never" c="var(--mantine-color-text)" aria-label={`${appName} — ${t('common.home')}`}>
              <Group gap={8} wrap="nowrap">
                <Box c="var(--mantine-primary-color-filled)" style={{ display: 'flex' }}>
                  <LogoMark />
                </Box>
                <Text fw={700} visibleFrom="sm">
                  {appName}
                </Text>
              </Group>
            </RouterAnchor>
            <nav aria-label={t('shell.nav.label')}>
              <Group gap="sm" wrap="nowrap">
                <VisuallyHidden>{t('shell.nav.label')}</VisuallyHidden>
                {sandbox ? (
                  <RouterAnchor to="/sandbox" size="sm" fw={500}>
                    {t('shell.nav.sandbox')}
                  </RouterAnchor>
                ) : null}
              </Group>
            </nav>
            {sandbox ? (
              <Badge variant="light" color="grape" visibleFrom="xs" title={t('shell.mode.sandboxHint')}>
                {t('shell.mode.sandbox')}
              </Badge>
            ) : null}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {actions}
            <LanguageMenu />
            <ThemeToggle />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
