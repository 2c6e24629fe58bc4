import { ActionIcon, Badge, Box, Container, Group, Image, Stack, Text } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { LogoMark } from '../common/icons';
import { RouterAnchor } from '../common/RouterLink';
import { useT, type Locale } from '../i18n';
import { HeaderNav } from './HeaderNav';
import { LanguageMenu } from './LanguageMenu';
import type { NavEntry } from './nav-types';
import { CloseIcon, MenuIcon } from './shell-icons';
import { ThemeToggle } from './ThemeToggle';

export interface AppHeaderProps {
  appName: string;
  logoUrl?: string | undefined;
  sandbox: boolean;
  /** The session is not live: the test-mode badge shows. */
  testMode?: boolean | undefined;
  nav?: readonly NavEntry[] | undefined;
  pathname?: string | undefined;
  /** The site's languages; the selector shows only with more than one. */
  languages?: Locale[] | undefined;
  /** The theme toggle shows only when the colour preference is system. */
  showThemeToggle?: boolean | undefined;
  /** Right-hand controls that depend on the session (sandbox identity, bell, apps, user menu). */
  actions?: ReactNode;
}

/**
 * The 64 px header bar (spec shell §2): logo and app name, navigation (horizontal from the md
 * breakpoint, an inline menu below it), badges, session controls, language and theme. On a
 * 375 px screen it keeps the brand, the sandbox badge and the session controls; language and
 * theme move into the menu.
 */
export function AppHeader({ appName, logoUrl, sandbox, testMode, nav = [], pathname = '/', languages, showThemeToggle = true, actions }: AppHeaderProps) {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  return (
    <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <RouterAnchor to="/" underline="never" c="var(--mantine-color-text)" aria-label={`${appName} — ${t('common.home')}`}>
              <Group gap={8} wrap="nowrap">
                <Box c="var(--mantine-primary-color-filled)" style={{ display: 'flex' }}>
                  {logoUrl ? <Image src={logoUrl} alt="" w={28} h={28} /> : <LogoMark />}
                </Box>
                <Text fw={700} visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                  {appName}
                </Text>
              </Group>
            </RouterAnchor>
            {sandbox ? (
              <Badge variant="light" color="grape" title={t('shell.mode.sandboxHint')} style={{ flexShrink: 0 }}>
                {t('shell.mode.sandbox')}
              </Badge>
            ) : null}
            {testMode ? (
              <Badge variant="light" color="orange" style={{ flexShrink: 0 }} data-testid="test-mode-badge">
                {t('shell.mode.testmode')}
              </Badge>
            ) : null}
            <Box visibleFrom="md" ml="sm">
              <HeaderNav entries={nav} pathname={pathname} variant="horizontal" label={t('shell.nav.label')} />
            </Box>
          </Group>
          <Group gap={6} wrap="nowrap">
            {actions}
            <Group gap={6} wrap="nowrap" visibleFrom="md">
              <LanguageMenu {...(languages ? { available: languages } : {})} />
              {showThemeToggle ? <ThemeToggle /> : null}
            </Group>
            <ActionIcon
              hiddenFrom="md"
              variant="default"
              size="lg"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? t('shell.menu.close') : t('shell.menu.open')}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </ActionIcon>
          </Group>
        </Group>
      </Container>
      {menuOpen ? (
        <Container size="lg" hiddenFrom="md" id={menuId} pb="md" data-testid="mobile-menu">
          <Stack gap="md">
            <HeaderNav entries={nav} pathname={pathname} variant="inline" label={t('shell.nav.label')} onNavigate={() => setMenuOpen(false)} />
            <Group gap="sm">
              <LanguageMenu {...(languages ? { available: languages } : {})} />
              {showThemeToggle ? <ThemeToggle /> : null}
            </Group>
          </Stack>
        </Container>
      ) : null}
    </Box>
  );
}
