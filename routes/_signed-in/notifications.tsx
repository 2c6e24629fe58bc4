import { createFileRoute } from '@tanstack/react-router';
import { NotificationsRoute } from '../-notifications/NotificationsRoute';
import { notificationsSearch } from '../-notifications/search';

// The signed-in user's notifications (docs/spec/shell-store-and-tables.md §7, user notifications): filters, mark as read, pages, realtime.
export const Route = createFileRoute('/_signed-in/notifications')({
  validateSearch: notificationsSearch,
  component: NotificationsRoute,
});
