import { createFileRoute } from '@tanstack/react-router';
import { ensureArea } from '@ui/i18n';
import { AdminGate } from '../-store/AdminGate';
import { CategoriesPage } from '../-store/ConsoleAdminPages';

export const Route = createFileRoute('/_signed-in/store/console/categories')({
  loader: () => ensureArea('store'),
  component: () => (
    <AdminGate>
      <CategoriesPage />
    </AdminGate>
  ),
});
