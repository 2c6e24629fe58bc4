import { Avatar, UnstyledButton } from '@mantine/core';
import { useT } from '../i18n';

export interface AccountButtonProps {
  name: string;
  role: string;
  avatarUrl: string;
  onOpen: () => void;
  onIntent?: () => void;
}

/** The avatar button shown until the account menu's code has loaded; a press loads and opens it. */
export function AccountButton({ name, role, avatarUrl, onOpen, onIntent }: AccountButtonProps) {
  const t = useT();
  return (
    <UnstyledButton aria-label={t('shell.userMenu', { name, role })} data-testid="user-menu" onClick={onOpen} onPointerEnter={onIntent} onFocus={onIntent}>
      <Avatar src={avatarUrl} alt="" radius="xl" size={34} color="indigo">
        {name.slice(0, 1)}
      </Avatar>
    </UnstyledButton>
  );
}
