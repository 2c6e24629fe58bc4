import { createFileRoute } from '@tanstack/react-router';
import { ensureArea } from '@ui/i18n';
import { AccessTokensPage } from '../-store/AccessTokensPage';
import { DeveloperGate } from '../-store/DeveloperGate';

export const Route = createFileRoute('/_signed-in/store/developer/access-tokens')({
  loader: () => ensureArea('store'),
  component: () => (
    <DeveloperGate>
      <AccessTokensPage />
    </DeveloperGate>
  ),
});
