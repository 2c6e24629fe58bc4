import { createFileRoute } from '@tanstack/react-router';
import { ensureArea } from '@ui/i18n';
import { AdminGate } from '../-store/AdminGate';
import { DevelopersPage } from '../-store/ConsoleAdminPages';

export const Route = createFileRoute('/_signed-in/store/console/developers')({
  loader: () => ensureArea('store'),
  component: () => (
    <AdminGate>
      <DevelopersPage />
    </AdminGate>
  ),
});
