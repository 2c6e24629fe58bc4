import { createFileRoute } from '@tanstack/react-router';
import { ensureArea } from '@ui/i18n';
import { ConnectPage } from '../-store/DeveloperToolsPages';

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

export const Route = createFileRoute('/_signed-in/store/connect-cli')({
  validateSearch: (search: Record<string, unknown>) => ({
    __connect_url__: text(search.__connect_url__),
    source: text(search.source),
    monikers: text(search.monikers),
  }),
  loader: () => ensureArea('store'),
  component: ConnectRoute,
});

function ConnectRoute() {
  const search = Route.useSearch();
  return <ConnectPage kind="cli" connectUrl={search.__connect_url__} source={search.source ?? 'Blocklet CLI'} monikers={search.monikers ?? ''} />;
}
