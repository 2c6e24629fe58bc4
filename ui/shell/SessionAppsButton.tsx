import { ActionIcon } from '@mantine/core';
import { useT } from '../i18n';
import { GridIcon } from './shell-icons';

export interface SessionAppsButtonProps {
  onOpen: () => void;
  onIntent?: () => void;
}

/** The apps-grid button shown until the popup's code has loaded; a press loads and opens it. */
export function SessionAppsButton({ onOpen, onIntent }: SessionAppsButtonProps) {
  const t = useT();
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={t('shell.sessionApps')}
      aria-haspopup="dialog"
      data-testid="session-apps"
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <GridIcon />
    </ActionIcon>
  );
}
