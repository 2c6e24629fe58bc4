import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { useOpenedOnMount } from './opened-on-mount';
import { RouterAnchor } from '../common/RouterLink';
import { useT } from '../i18n';
import { hrefOf, type NavEntry } from './nav-types';

export interface UserMenuProps {
  name: string;
  role: string;
  avatarUrl: string;
  /** At most 5 session-manager links (docs/spec/shell-store-and-tables.md §9). */
  links: readonly NavEntry[];
  notificationsHref?: string | undefined;
  onLogout: () => void;
  /** Opened on the click that loaded it. */
  defaultOpened?: boolean;
}

/** The account menu (loaded on first use: Menu brings floating-ui): role, links, logout. */
export default function UserMenu({ name, role, avatarUrl, links, notificationsHref, onLogout, defaultOpened = false }: UserMenuProps) {
  const t = useT();
  const { target, opened, onChange } = useOpenedOnMount<HTMLButtonElement>(defaultOpened);
  return (
    // In the header (its landmark), and without Mantine's focus placeholder: a role=presentation
    // element that axe does not allow inside role=menu. The focus goes to the first item instead.
    <Menu position="bottom-end" width={240} opened={opened} onChange={onChange} withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton ref={target} aria-label={t('shell.userMenu', { name, role })} data-testid="user-menu">
          <Avatar src={avatarUrl} alt="" radius="xl" size={34} color="indigo">
            {name.slice(0, 1)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)">
            {name}
          </Text>
          <Text size="xs">{t('app.user.role', { role })}</Text>
        </Menu.Label>
        {notificationsHref ? (
          <Menu.Item component={RouterAnchor} to={notificationsHref}>
            {t('app.user.notifications')}
          </Menu.Item>
        ) : null}
        {links.length ? <Menu.Divider /> : null}
        {links.map((link) => (
          <Menu.Item key={link.id} component="a" {...hrefOf(link.href)}>
            {link.title}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={onLogout}>{t('app.user.logout')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
