import { Badge, Group, Switch } from '@mantine/core';
import { formatUpsellLabels, getUpsellSavingPercent, type PriceLike } from '@domain/pricing';
import { useMessageText } from '@ui/common/useMessageText';

export interface UpsellSwitchProps {
  /** The line's own price (monthly). */
  from: PriceLike;
  /** Its upsell target (yearly). */
  to: PriceLike;
  currencyId: string;
  /** The line is on the upsell price now. */
  upsold: boolean;
  disabled?: boolean | undefined;
  /** true: upsell to `to`; false: back to `from` (downsell). */
  onToggle: (upsold: boolean) => void;
}

/** "Save with yearly billing" + "{n}% off"; once switched, a hint to switch back to monthly billing. */
export function UpsellSwitch({ from, to, currencyId, upsold, disabled, onToggle }: UpsellSwitchProps) {
  const text = useMessageText();
  const saving = getUpsellSavingPercent(from, to, currencyId);
  const labels = formatUpsellLabels(from, to, saving);
  if (!labels) return null;
  return (
    <Switch
      checked={upsold}
      disabled={!!disabled}
      onChange={(event) => onToggle(event.currentTarget.checked)}
      data-testid="upsell-switch"
      data-state={upsold ? 'upsold' : 'base'}
      label={
        <Group gap={6} component="span">
          <span>{text(labels.save)}</span>
          {saving !== '0' ? (
            <Badge component="span" size="sm" color="green" variant="light">
              {text(labels.off)}
            </Badge>
          ) : null}
        </Group>
      }
      description={upsold ? text(labels.switchBack) : undefined}
    />
  );
}
