import { createFileRoute } from '@tanstack/react-router';
import { ensureArea } from '@ui/i18n';
import { DeveloperAppsPage } from '../-store/DeveloperAppsPage';
import { DeveloperGate } from '../-store/DeveloperGate';

export const Route = createFileRoute('/_signed-in/store/developer/blocklets')({
  loader: () => ensureArea('store'),
  component: () => (
    <DeveloperGate>
      <DeveloperAppsPage />
    </DeveloperGate>
  ),
});
