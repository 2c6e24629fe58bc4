import { Avatar, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useT } from '../i18n';

export interface LoginChoice {
  id: string;
  name: string;
  /** The role label (Customer, Developer, Admin, Owner, Blocked user). */
  role: string;
}

export interface SandboxLoginPageProps {
  appName: string;
  choices: readonly LoginChoice[];
  onChoose: (id: string) => void;
  onCancel: () => void;
}

/** The sandbox's stand-in for the platform login page that a redirect-mode login passes through. */
export function SandboxLoginPage({ appName, choices, onChoose, onCancel }: SandboxLoginPageProps) {
  const t = useT();
  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('app.login.title', { appName })}
        </Title>
        <Text c="dimmed">{t('app.login.lead')}</Text>
        {choices.map((choice) => (
          <Card key={choice.id} withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <Avatar radius="xl" color="indigo" aria-hidden="true">
                  {choice.name.slice(0, 1)}
                </Avatar>
                <div>
                  <Text fw={600}>{choice.name}</Text>
                  <Text size="sm" c="dimmed">
                    {choice.role}
                  </Text>
                </div>
              </Group>
              <Button onClick={() => onChoose(choice.id)} aria-label={t('app.login.as', { name: `${choice.name} (${choice.role})` })}>
                {t('shell.login')}
              </Button>
            </Group>
          </Card>
        ))}
        <Button variant="subtle" onClick={onCancel} style={{ alignSelf: 'flex-start' }}>
          {t('app.login.cancel')}
        </Button>
      </Stack>
    </Container>
  );
}
