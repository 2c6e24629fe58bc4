import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { ensureArea, useT } from '@ui/i18n';
import { ScenarioList } from '@ui/sandbox';
import { SandboxControlsPanel, SandboxStorePreferences, SandboxWallet } from './-sandbox/SandboxTools';

export const Route = createFileRoute('/sandbox/')({
  // Only when the sandbox is the back end; startSandbox() then hands back the running instance.
  loader: async ({ context }) => {
    // Boot loads the sandbox texts in sandbox mode; without the sandbox the page shows its title.
    // The scenario descriptions are an area of their own: only this page shows them.
    const texts = Promise.all([ensureArea('sandbox'), ensureArea('scenarios')]);
    if (!context.sandbox) {
      await texts;
      return { controls: undefined };
    }
    const { startSandbox } = await import('@adapters/sandbox/browser');
    const [controls] = await Promise.all([startSandbox(), texts]);
    return { controls };
  },
  component: SandboxHome,
});

function SandboxHome() {
  const t = useT();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { controls } = Route.useLoaderData();
  const { adapters } = Route.useRouteContext();
  if (!controls) {
    return (
      <Container size="lg" py="xl">
        <Title order={1}>{t('sandbox.title')}</Title>
      </Container>
    );
  }
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('sandbox.title')}</Title>
          <Text c="dimmed">{t('sandbox.intro')}</Text>
        </Stack>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Title order={2} size="h2" mb="md">
              {t('sandbox.scenarios.title')}
            </Title>
            <ScenarioList
              scenarios={controls.scenarios}
              hrefOf={(scenario) => router.history.createHref(scenario.path)}
              // A scenario seeded for a page still being built (the portal) links nowhere yet.
              hasPage={(scenario) => router.getMatchedRoutes(new URL(scenario.path, 'http://app').pathname)[2] !== undefined}
              onOpen={(scenario) => {
                controls.setIdentity(scenario.identity);
                void queryClient.invalidateQueries();
                void router.navigate({ href: scenario.path });
              }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg" pos="sticky" top={80}>
              <SandboxWallet controls={controls} http={adapters.http} livemode={adapters.livemode()} />
              <SandboxControlsPanel controls={controls} />
              <SandboxStorePreferences controls={controls} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
