import { createFileRoute, redirect } from '@tanstack/react-router';

// Any other /store/... path goes to the store's front page (docs/reference/store-shell.md §1.1 `*`).
export const Route = createFileRoute('/store/$')({
  beforeLoad: () => {
    throw redirect({ to: '/store', replace: true });
  },
});
