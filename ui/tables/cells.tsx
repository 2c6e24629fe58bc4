import { Anchor, Badge, Code, Group, Text } from '@mantine/core';
import { formatDate, shortHash, type StatusColor, type TransactionLink } from '@domain/display';
import type { Money } from '@domain/money';
import { STATUS_PALETTE } from '../billing/InvoiceStatusBadge';
import { amountText } from '../common/Amount';

// Cells every table shares: money with its currency logo, a date, a coloured status dot, a link.


/** "12.5 ABT" with the currency's logo (decorative: the symbol says it); "-" without an amount. */
export function AmountCell({ money, struck }: { money: Money | null | undefined; struck?: boolean }) {
  if (!money) return <Text size="sm">-</Text>;
  const { logo } = money.currency;
  return (
    <Group gap={6} wrap="nowrap">
      {logo ? <img src={logo} alt="" width={16} height={16} style={{ borderRadius: '50%' }} /> : null}
      <Text size="sm" td={struck ? 'line-through' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {amountText(money)}
      </Text>
    </Group>
  );
}

export function DateCell({ value, locale }: { value: string | number | null | undefined; locale: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDate(value, undefined, locale)}
    </Text>
  );
}

/** A status as a dot badge: the colour is in the dot, the label keeps AA contrast in both schemes. */
export function StatusDot({ label, color, state }: { label: string; color: StatusColor; state: string }) {
  return (
    // max-content: a narrow (375 px) table otherwise squeezes the label to "P…"; the row scrolls instead.
    <Badge variant="dot" color={STATUS_PALETTE[color]} tt="none" data-state={state} miw="max-content">
      {label}
    </Badge>
  );
}

/** A row link; `external` (a chain explorer) opens in a new tab. */
export function LinkCell({ href, children, label, external }: { href: string | undefined; children: string; label?: string; external?: boolean }) {
  if (!href) return <Text size="sm">{children}</Text>;
  return (
    <Anchor href={href} size="sm" aria-label={label} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </Anchor>
  );
}

/**
 * A transaction hash: shortened, the full hash in its title and accessible name; a link to the
 * chain explorer (new tab) when the payment method's settings give one, else plain text.
 */
export function TransactionCell({ link, label }: { link: TransactionLink | undefined; label: (hash: string) => string }) {
  if (!link) return <Text size="sm">-</Text>;
  const text = shortHash(link.text);
  if (!link.href) {
    return (
      <Code title={link.text} data-chain={link.chain}>
        {text}
      </Code>
    );
  }
  return (
    <Anchor href={link.href} target="_blank" rel="noopener noreferrer" size="sm" ff="monospace" title={link.text} aria-label={label(link.text)} data-chain={link.chain}>
      {text}
    </Anchor>
  );
}
