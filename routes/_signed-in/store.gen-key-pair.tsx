import { createFileRoute } from '@tanstack/react-router';
import { ensureArea } from '@ui/i18n';
import { GenKeyPairPage } from '../-store/DeveloperToolsPages';

export const Route = createFileRoute('/_signed-in/store/gen-key-pair')({
  loader: () => ensureArea('store'),
  component: GenKeyPairPage,
});
