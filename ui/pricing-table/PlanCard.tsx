import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { StrokeIcon } from '../common/icons';
import { useT } from '../i18n';

export interface PlanCardProps {
  name: string;
  description?: string | null | undefined;
  /** "10 ABT": the amount in the chosen currency (formatted from Money by the caller). */
  amount: string;
  /** "/ month". */
  cycle: string;
  /** "Free for 14 days", when the plan has a trial in this currency. */
  trial?: string | null | undefined;
  /** The badge of a highlighted plan ("Popular"); absent for the others. */
  badge?: string | null | undefined;
  features: readonly string[];
  /** "Try for free" or "Subscribe". */
  actionLabel: string;
  /** This plan's checkout is being opened. */
  busy: boolean;
  /** Another plan's checkout is being opened: one choice at a time. */
  disabled: boolean;
  onChoose: () => void;
}

const CheckIcon = () => (
  <StrokeIcon size={14} aria-hidden="true">
    <path d="M5 12l5 5L20 7" />
  </StrokeIcon>
);

/** One plan of a pricing table: name, price per cycle, trial, features and its button. */
export function PlanCard({ name, description, amount, cycle, trial, badge, features, actionLabel, busy, disabled, onChoose }: PlanCardProps) {
  const t = useT();
  const highlighted = Boolean(badge);
  return (
    <Card
      component="article"
      aria-label={name}
      withBorder
      radius="md"
      padding="lg"
      data-testid="pricing-plan"
      data-highlighted={highlighted || undefined}
      style={highlighted ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          {badge ? (
            <Badge variant="filled" data-testid="pricing-plan-badge">
              {badge}
            </Badge>
          ) : null}
        </Group>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
        <div>
          <Group gap={6} align="baseline" wrap="wrap">
            <Text component="span" fz={28} fw={700} lh={1.2} data-testid="pricing-plan-amount">
              {amount}
            </Text>
            <Text component="span" c="dimmed">
              {cycle}
            </Text>
          </Group>
          {trial ? (
            <Text size="sm" fw={500} mt={4} data-testid="pricing-plan-trial" style={{ color: 'var(--mantine-color-teal-text)' }}>
              {trial}
            </Text>
          ) : null}
        </div>
        <Button
          fullWidth
          variant={highlighted ? 'filled' : 'default'}
          loading={busy}
          disabled={disabled}
          onClick={onChoose}
          aria-label={t('pricingTable.choosePlan', { action: actionLabel, name })}
        >
          {actionLabel}
        </Button>
        {features.length > 0 ? (
          <List
            spacing={6}
            size="sm"
            aria-label={t('pricingTable.features', { name })}
            icon={
              <ThemeIcon size={18} radius="xl" variant="light">
                <CheckIcon />
              </ThemeIcon>
            }
          >
            {features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </Card>
  );
}
