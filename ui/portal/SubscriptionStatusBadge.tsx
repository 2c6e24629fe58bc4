import { Badge } from '@mantine/core';
import type { LifecyclePhase } from '@domain/subscription';
import { useT } from '../i18n';

// The dot variant keeps the label in the body colour (AA in both schemes); the dot carries the phase.
const COLOR: Record<LifecyclePhase, string> = {
  active: 'green',
  trialing: 'blue',
  pastDue: 'red',
  cancelScheduled: 'orange',
  canceled: 'gray',
};

/** The subscription's phase as a badge; data-state for tests and styles. */
export function SubscriptionStatusBadge({ phase }: { phase: LifecyclePhase }) {
  const t = useT();
  return (
    <Badge variant="dot" color={COLOR[phase]} size="lg" data-testid="subscription-status" data-state={phase}>
      {t(`portal.status.${phase}`)}
    </Badge>
  );
}
