import { Badge, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { getPriceUnitAmount, type PriceLike } from '@domain/pricing';
import { Amount, type AmountCurrency } from '@ui/common/Amount';
import { useT } from '@ui/i18n';
import classes from './CrossSellOffer.module.css';

export interface CrossSellOfferProps {
  /** The offered price (GET …/cross-sell) or the added cross-sell line's price. */
  price: PriceLike & { readonly product?: { readonly name?: string | null | undefined; readonly images?: readonly string[] | null | undefined } | null | undefined };
  currency: AmountCurrency & { readonly id: string };
  /** The item is in the order: the button removes it. */
  added: boolean;
  /** cross_sell_behavior 'required': a Required badge. */
  required?: boolean | undefined;
  /** REQUIRE_CROSS_SELL: shake the offer for 1 s (owner turns it off); reduced motion gets an outline. */
  shake?: boolean | undefined;
  busy?: boolean | undefined;
  onAdd: () => void;
  onRemove: () => void;
}

/** An extra item offered with the order: Add to order / Remove from order. */
export function CrossSellOffer({ price, currency, added, required, shake, busy, onAdd, onRemove }: CrossSellOfferProps) {
  const t = useT();
  const name = price.product?.name ?? '';
  const image = price.product?.images?.[0];
  const amount = getPriceUnitAmount(price, currency.id).amount;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={classes.offer}
      data-shake={shake || undefined}
      data-testid="cross-sell-offer"
      data-state={shake ? 'shake' : added ? 'added' : 'offered'}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group wrap="nowrap" gap="sm" miw={0}>
          {image ? <img src={image} alt="" width={40} height={40} style={{ borderRadius: 8, objectFit: 'cover' }} /> : null}
          <Stack gap={2} miw={0}>
            <Group gap={6}>
              <Text fw={600} size="sm">
                {name}
              </Text>
              {required ? (
                <Badge size="xs" color="red" variant="light">
                  {t('checkout.crossSell.required')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              <Amount value={amount} currency={currency} />
            </Text>
          </Stack>
        </Group>
        <Button
          variant={added ? 'default' : 'light'}
          size="compact-sm"
          loading={!!busy}
          // The name wraps instead: a squeezed button cut "Add to order" to "Add to" at 375 px.
          style={{ flexShrink: 0 }}
          onClick={added ? onRemove : onAdd}
          aria-label={`${t(added ? 'checkout.crossSell.remove' : 'checkout.crossSell.add')}: ${name}`}
        >
          {t(added ? 'checkout.crossSell.remove' : 'checkout.crossSell.add')}
        </Button>
      </Group>
      <VisuallyHidden role="status">{shake ? t('checkout.crossSell.requiredHint') : ''}</VisuallyHidden>
    </Paper>
  );
}
