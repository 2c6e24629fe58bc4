import { createFileRoute } from '@tanstack/react-router';
import { ensureArea } from '@ui/i18n';
import { JoinPage } from '../-store/DeveloperToolsPages';

// Only under permissionMode staking; the page redirects to /store otherwise.
export const Route = createFileRoute('/_signed-in/store/join')({
  loader: () => ensureArea('store'),
  component: JoinPage,
});
