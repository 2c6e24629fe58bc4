import { createFileRoute } from '@tanstack/react-router';
import { queueQueryToSearch, readQueueQuery, type QueueQuery } from '@domain/review/queue';
import { ensureArea } from '@ui/i18n';
import { AdminGate } from '../-store/AdminGate';
import { ConsoleQueuePage } from '../-store/ConsoleQueuePage';

// The queue's filter, search and page live in the address (domain/review/queue): ?state=all|<STATE>
// (absent: the pending operation, what awaits a decision), ?q=, ?page=.
export const Route = createFileRoute('/_signed-in/store/console/blocklets')({
  validateSearch: (search: Record<string, unknown>) => queueQueryToSearch(readQueueQuery(search)),
  loader: () => ensureArea('store'),
  component: ConsoleRoute,
});

function ConsoleRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const query = readQueueQuery(search);
  return (
    <AdminGate>
      <ConsoleQueuePage query={query} onQuery={(next: QueueQuery) => void navigate({ search: queueQueryToSearch(next), replace: true })} />
    </AdminGate>
  );
}
