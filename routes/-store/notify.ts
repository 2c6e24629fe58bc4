// Toasts for store pages through the app's notifier port (loaded with the ports on first use).
import { useRouteContext } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { Notice } from '@machines/ports';

export function useStoreNotifier(): (notice: Notice) => void {
  const { getPorts } = useRouteContext({ from: '__root__' });
  return useCallback((notice: Notice) => void getPorts().then((ports) => ports.notifier.notify(notice)), [getPorts]);
}
