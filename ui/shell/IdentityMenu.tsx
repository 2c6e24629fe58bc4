import { Box, Button, Group, Menu, Text } from '@mantine/core';
import { UserIcon } from '../common/icons';
import { isMessageKey, useT } from '../i18n';

export type IdentityId = string;

export interface IdentityOption {
  id: IdentityId;
  /** The person's name in the sandbox (shown beside the role). */
  name?: string | undefined;
}

export interface IdentityMenuProps {
  identities: readonly IdentityOption[];
  current: IdentityId;
  onChange: (id: IdentityId) => void;
}

/** The sandbox's stand-in for the platform login: pick who the back end thinks you are. */
export function IdentityMenu({ identities, current, onChange }: IdentityMenuProps) {
  const t = useT();
  const label = (id: IdentityId) => {
    const key = `shell.identity.${id}`;
    return isMessageKey(key) ? t(key) : id;
  };
  const currentLabel = label(current);
  // A 375 px bar has room for a short label ('Guest', not 'Guest (not signed in)').
  const shortKey = `shell.identity.short.${current}`;
  const shortLabel = isMessageKey(shortKey) ? t(shortKey) : currentLabel;
  return (
    // In the header (its landmark), and without Mantine's focus placeholder (not allowed in role=menu).
    <Menu position="bottom-end" withinPortal={false} withInitialFocusPlaceholder={false} width={260}>
      <Menu.Target>
        <Button
          variant="default"
          aria-label={`${t('shell.identity.menu')}: ${currentLabel}`}
          data-testid="identity-menu"
          px="sm"
        >
          {/* The icon from sm: on a 375 px bar the label alone fits beside the badge. */}
          <Group gap={8} wrap="nowrap">
            <Box visibleFrom="sm" style={{ display: 'flex' }}>
              <UserIcon />
            </Box>
            {/* The label hides where the desktop bar is tightest (global.css: lg to xl). */}
            <span className="identity-label">
              {shortLabel === currentLabel ? (
                <Text span size="sm">
                  {currentLabel}
                </Text>
              ) : (
                <>
                  <Text span size="sm" hiddenFrom="sm">
                    {shortLabel}
                  </Text>
                  <Text span size="sm" visibleFrom="sm">
                    {currentLabel}
                  </Text>
                </>
              )}
            </span>
          </Group>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.identity.hint')}</Menu.Label>
        {identities.map((identity) => (
          <Menu.Item
            key={identity.id}
            onClick={() => onChange(identity.id)}
            aria-current={identity.id === current ? 'true' : undefined}
            fw={identity.id === current ? 700 : 400}
            rightSection={identity.name ? <Text size="xs" c="dimmed">{identity.name}</Text> : null}
          >
            {label(identity.id)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
