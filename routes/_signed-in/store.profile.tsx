import { createFileRoute } from '@tanstack/react-router';
import { ensureArea } from '@ui/i18n';
import { ProfilePage } from '../-store/DeveloperToolsPages';

export const Route = createFileRoute('/_signed-in/store/profile')({
  loader: () => ensureArea('store'),
  component: ProfilePage,
});
