import { Button } from '@mantine/core';
import { useT } from '@ui/i18n';

export interface RemoveCrossSellButtonProps {
  /** The added item's product name, for the accessible name ("Remove from order: Stickers"). */
  name: string;
  busy?: boolean | undefined;
  onRemove: () => void;
}

/**
 * The one Remove control of an added cross-sell. The added item shows once, as a line of the
 * order with this button under it; the offer card is gone while it is in the order (an item
 * shown twice, each time with its own Remove, reads as two items).
 */
export function RemoveCrossSellButton({ name, busy, onRemove }: RemoveCrossSellButtonProps) {
  const t = useT();
  return (
    <Button
      variant="default"
      size="compact-sm"
      loading={!!busy}
      onClick={onRemove}
      style={{ alignSelf: 'flex-start' }}
      aria-label={`${t('checkout.crossSell.remove')}: ${name}`}
      data-testid="cross-sell-remove"
    >
      {t('checkout.crossSell.remove')}
    </Button>
  );
}
