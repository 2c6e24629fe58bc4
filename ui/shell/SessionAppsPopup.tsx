import { ActionIcon, Anchor, Avatar, Button, Popover, SimpleGrid, Stack, Text } from '@mantine/core';
import { SESSION_APPS_POPUP } from '@domain/platform';
import { useT } from '../i18n';
import { useOpenedOnMount } from './opened-on-mount';
import { hrefOf, type NavEntry } from './nav-types';
import { GridIcon } from './shell-icons';

export interface SessionAppsPopupProps {
  /** The session-manager apps the user's role may open. */
  apps: readonly NavEntry[];
  /** Owner and admin manage the list (the platform's navigation settings). */
  onManage?: (() => void) | undefined;
  /** Opened on the press that loaded it. */
  defaultOpened?: boolean;
}

/**
 * The session-apps popup (docs/spec/shell-store-and-tables.md §2 and §9, docs/reference/store-shell.md §5.7): a grid of the site's
 * apps for the signed-in user, 350 px wide and at most 350 px high (it scrolls past that), with
 * Manage for owner and admin. Loaded on first use: Popover brings floating-ui.
 */
export default function SessionAppsPopup({ apps, onManage, defaultOpened = false }: SessionAppsPopupProps) {
  const t = useT();
  const { target, opened, onChange } = useOpenedOnMount<HTMLButtonElement>(defaultOpened);
  return (
    <Popover
      position="bottom-end"
      width={SESSION_APPS_POPUP.widthPx}
      opened={opened}
      onChange={onChange}
      withinPortal
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          ref={target}
          variant="default"
          size="lg"
          aria-label={t('shell.sessionApps')}
          aria-haspopup="dialog"
          data-testid="session-apps"
        >
          <GridIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="sm" style={{ maxWidth: 'calc(100vw - 16px)' }}>
        <Stack
          gap="sm"
          mah={SESSION_APPS_POPUP.maxHeightPx - 24}
          style={{ overflowY: 'auto' }}
          data-testid="session-apps-popup"
        >
          <Text fw={600} size="sm" id="session-apps-title">
            {t('app.sessionApps.title')}
          </Text>
          {apps.length ? (
            <SimpleGrid
              cols={3}
              spacing="xs"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-labelledby="session-apps-title"
            >
              {apps.map((app) => (
                <li key={app.id}>
                  <Anchor
                    {...hrefOf(app.href)}
                    {...(app.external ? { target: '_blank', rel: 'noreferrer' } : {})}
                    underline="never"
                    c="var(--mantine-color-text)"
                    display="block"
                    p={6}
                    ta="center"
                    style={{ borderRadius: 'var(--mantine-radius-md)' }}
                    className="session-app"
                  >
                    <Stack gap={4} align="center">
                      <Avatar radius="md" size={36} color="indigo" variant="light" alt="">
                        {app.title.slice(0, 1)}
                      </Avatar>
                      <Text size="xs" lineClamp={2}>
                        {app.title}
                      </Text>
                    </Stack>
                  </Anchor>
                </li>
              ))}
            </SimpleGrid>
          ) : (
            <Text size="sm" c="dimmed">
              {t('app.sessionApps.empty')}
            </Text>
          )}
          {onManage ? (
            <Button variant="light" size="xs" fullWidth onClick={onManage}>
              {t('app.sessionApps.manage')}
            </Button>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
