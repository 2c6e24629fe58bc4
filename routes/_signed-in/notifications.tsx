import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useT } from '@ui/i18n';

// The signed-in user's notifications (issue #12 item 4); the list and filters land next.
export const Route = createFileRoute('/_signed-in/notifications')({
  component: NotificationsRoute,
});

function NotificationsRoute() {
  const t = useT();
  return (
    <Container size="md" py="lg">
      <Title order={1}>{t('app.notifications.title')}</Title>
    </Container>
  );
}
