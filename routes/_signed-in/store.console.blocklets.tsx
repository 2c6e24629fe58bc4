import { createFileRoute } from '@tanstack/react-router';
import { REVIEW_STATES } from '@domain/review/states';
import { ensureArea } from '@ui/i18n';
import { AdminGate } from '../-store/AdminGate';
import { ConsoleQueuePage } from '../-store/ConsoleQueuePage';

// ?state= filters the queue by the latest version's review state (absent: every app).
export const Route = createFileRoute('/_signed-in/store/console/blocklets')({
  validateSearch: (search: Record<string, unknown>): { state?: string } => {
    const state = REVIEW_STATES.find((s) => s === search.state);
    return state ? { state } : {};
  },
  loader: () => ensureArea('store'),
  component: ConsoleRoute,
});

function ConsoleRoute() {
  const { state } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminGate>
      <ConsoleQueuePage filter={state ?? ''} onFilter={(next) => void navigate({ search: next ? { state: next } : {}, replace: true })} />
    </AdminGate>
  );
}
