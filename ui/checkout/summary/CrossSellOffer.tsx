import { Badge, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { getPriceUnitAmount, type PriceLike } from '@domain/pricing';
import { money, type MoneyCurrency } from '@domain/money';
import { Amount } from '@ui/common/Amount';
import { ProductName, productNameStyle } from '@ui/common/ProductName';
import { useT } from '@ui/i18n';
import classes from './CrossSellOffer.module.css';

export interface CrossSellOfferProps {
  /** The offered price (GET …/cross-sell). Once added, the item is a line of the order instead. */
  price: PriceLike & { readonly product?: { readonly name?: string | null | undefined; readonly images?: readonly string[] | null | undefined } | null | undefined };
  currency: MoneyCurrency;
  /** cross_sell_behavior 'required': a Required badge. */
  required?: boolean | undefined;
  /** REQUIRE_CROSS_SELL: shake the offer for 1 s (owner turns it off); reduced motion gets an outline. */
  shake?: boolean | undefined;
  busy?: boolean | undefined;
  onAdd: () => void;
}

/** An extra item offered with the order: Add to order (removing it is on its line: RemoveCrossSellButton). */
export function CrossSellOffer({ price, currency, required, shake, busy, onAdd }: CrossSellOfferProps) {
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
      data-state={shake ? 'shake' : 'offered'}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group wrap="nowrap" gap="sm" miw={0}>
          {image ? <img src={image} alt="" width={40} height={40} style={{ borderRadius: 8, objectFit: 'cover' }} /> : null}
          <Stack gap={2} miw={0}>
            <Group gap={6}>
              <Text fw={600} size="sm" style={productNameStyle}>
                <ProductName name={name} />
              </Text>
              {required ? (
                <Badge size="xs" color="red" variant="light">
                  {t('checkout.crossSell.required')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              <Amount money={money(amount, currency)} />
            </Text>
          </Stack>
        </Group>
        <Button
          variant="light"
          size="compact-sm"
          loading={!!busy}
          // The name wraps instead: a squeezed button cut "Add to order" to "Add to" at 375 px.
          style={{ flexShrink: 0 }}
          onClick={onAdd}
          aria-label={`${t('checkout.crossSell.add')}: ${name}`}
        >
          {t('checkout.crossSell.add')}
        </Button>
      </Group>
      <VisuallyHidden role="status">{shake ? t('checkout.crossSell.requiredHint') : ''}</VisuallyHidden>
    </Paper>
  );
}
