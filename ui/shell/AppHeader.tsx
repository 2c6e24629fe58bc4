import { ActionIcon, Badge, Box, Container, Group, Image, Stack, Text } from '@mantine/core';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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
  /** Right-hand controls that stay in the bar at every width (sandbox identity, bell, user menu). */
  actions?: ReactNode;
  /**
   * Controls shown in the mobile menu (below md), beside language and theme: those whose bar copy
   * in `actions` shows only from md (session apps, the sandbox's machine inspector), so that a
   * 375 px bar keeps room for the brand, the badges and a labelled identity button.
   */
  menuActions?: ReactNode;
}

/**
 * The 64 px header bar (docs/spec/shell-store-and-tables.md §2): logo and app name, navigation (horizontal from the md
 * breakpoint, an inline menu below it), badges, then language, theme and the session controls,
 * in that visual and keyboard order. On a 375 px screen it keeps the brand, the badges and the
 * session controls (a labelled identity button in the sandbox); language, theme and `menuActions`
 * move into the menu, which Escape closes (focus back on its button).
 */
export function AppHeader({ appName, logoUrl, sandbox, testMode, nav = [], pathname = '/', languages, showThemeToggle = true, actions, menuActions }: AppHeaderProps) {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // A popup opened from the menu (the apps popover, in a portal) closes on its own Escape; React
    // bubbles that event here through the portal, but it is not the menu's.
    if (event.key !== 'Escape' || !event.currentTarget.contains(event.target as Node)) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  };
  return (
    <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg" h={64} px={{ base: 'xs', sm: 'md' }}>
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
            {sandbox || testMode ? (
              // Stacked: both badges fit beside the brand on a 375 px bar.
              <Stack gap={2} align="flex-start" style={{ flexShrink: 0 }}>
                {sandbox ? (
                  <Badge variant="light" color="grape" size={testMode ? 'xs' : 'sm'} title={t('shell.mode.sandboxHint')} data-testid="sandbox-badge">
                    {t('shell.mode.sandbox')}
                  </Badge>
                ) : null}
                {testMode ? (
                  <Badge variant="light" color="orange" size={sandbox ? 'xs' : 'sm'} data-testid="test-mode-badge">
                    {t('shell.mode.testmode')}
                  </Badge>
                ) : null}
              </Stack>
            ) : null}
            <Box visibleFrom="lg" ml={4}>
              <HeaderNav entries={nav} pathname={pathname} variant="horizontal" label={t('shell.nav.label')} />
            </Box>
          </Group>
          <Group gap={6} wrap="nowrap">
            <Group gap={6} wrap="nowrap" visibleFrom="lg">
              <LanguageMenu {...(languages ? { available: languages } : {})} />
              {showThemeToggle ? <ThemeToggle /> : null}
            </Group>
            {actions}
            <ActionIcon
              ref={menuButton}
              hiddenFrom="lg"
              variant="default"
              size="lg"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onKeyDown={menuOpen ? onMenuKeyDown : undefined}
              aria-label={menuOpen ? t('shell.menu.close') : t('shell.menu.open')}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </ActionIcon>
          </Group>
        </Group>
      </Container>
      {menuOpen ? (
        <Container size="lg" hiddenFrom="lg" id={menuId} pb="md" data-testid="mobile-menu" onKeyDown={onMenuKeyDown}>
          <Stack gap="md">
            <HeaderNav entries={nav} pathname={pathname} variant="inline" label={t('shell.nav.label')} onNavigate={() => setMenuOpen(false)} />
            <Group gap="sm">
              <LanguageMenu {...(languages ? { available: languages } : {})} />
              {showThemeToggle ? <ThemeToggle /> : null}
              {menuActions}
            </Group>
          </Stack>
        </Container>
      ) : null}
    </Box>
  );
}
