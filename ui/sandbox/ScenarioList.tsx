import { Anchor, Badge, Button, Card, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isMessageKey, useT, type MessageKey } from '../i18n';
import type { SandboxIdentityId, ScenarioView } from './types';

export interface ScenarioListProps {
  scenarios: readonly ScenarioView[];
  /** Switch to the scenario's identity and go to its address. */
  onOpen: (scenario: ScenarioView) => void;
  /** The href of a scenario's address (for middle-click and copy). */
  hrefOf: (scenario: ScenarioView) => string;
  /**
   * False when the app has no page at the scenario's address yet (its data is seeded for a page
   * still being built): the card shows the address as text, never a link to a 404.
   */
  hasPage?: (scenario: ScenarioView) => boolean;
}

const identityKey = (id: SandboxIdentityId) => `sandbox.identity.${id}` as const;

/** The key of a scenario group's name: 'Portal: billing' → sandbox.scenarioGroup.portal-billing. */
export const scenarioGroupKey = (group: string) =>
  `sandbox.scenarioGroup.${group.toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}`;
/** The key of a scenario's title. */
export const scenarioTitleKey = (id: string) => `sandbox.scenarioTitle.${id}`;
/** The key of a scenario's description (descriptions in both languages too: docs/checkout-payer.md). */
export const scenarioDescriptionKey = (id: string) => `sandbox.scenarioDescription.${id}`;

/** The catalogue of sandbox scenarios, grouped, each with the identity to use and its address. */
export function ScenarioList({ scenarios, onOpen, hrefOf, hasPage = () => true }: ScenarioListProps) {
  const t = useT();
  const groups = [...new Set(scenarios.map((s) => s.group))];
  // The catalogue's English text stands in until a scenario has its keys.
  const translated = (key: string, fallback: string) => (isMessageKey(key) ? t(key as MessageKey) : fallback);
  return (
    <Stack gap="xl" data-testid="scenario-list">
      {groups.map((group) => (
        <Stack key={group} gap="sm" component="section" aria-label={translated(scenarioGroupKey(group), group)}>
          <Title order={2} size="h3">{translated(scenarioGroupKey(group), group)}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {scenarios
              .filter((s) => s.group === group)
              .map((scenario) => {
                const identity = t(identityKey(scenario.identity));
                const built = hasPage(scenario);
                return (
                  <Card key={scenario.id} withBorder radius="md" padding="md" data-testid={`scenario-${scenario.id}`} component="article" aria-labelledby={`scenario-${scenario.id}-title`}>
                    <Stack gap="xs" h="100%">
                      <Title order={3} size="h5" id={`scenario-${scenario.id}-title`}>{translated(scenarioTitleKey(scenario.id), scenario.title)}</Title>
                      <Text size="sm">{translated(scenarioDescriptionKey(scenario.id), scenario.description)}</Text>
                      <Group gap="xs">
                        <Badge variant="light" tt="none">{t('sandbox.scenario.identity', { identity })}</Badge>
                      </Group>
                      <Text size="xs" c="dimmed">
                        {t('sandbox.scenario.path')}:{' '}
                        {built ? (
                          <Anchor href={hrefOf(scenario)} size="xs">
                            <Code>{scenario.path}</Code>
                          </Anchor>
                        ) : (
                          <Code>{scenario.path}</Code>
                        )}
                      </Text>
                      {built ? (
                        <Button mt="auto" size="xs" onClick={() => onOpen(scenario)} w="fit-content">
                          {t('sandbox.scenario.open', { identity })}
                        </Button>
                      ) : (
                        <Badge mt="auto" variant="outline" color="gray" tt="none" data-testid="scenario-not-built">
                          {t('sandbox.scenario.notBuilt')}
                        </Badge>
                      )}
                    </Stack>
                  </Card>
                );
              })}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
