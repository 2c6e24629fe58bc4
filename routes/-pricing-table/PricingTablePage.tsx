import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { formatError } from '@domain/errors';
import { formatRecurring } from '@domain/interval';
import { formatMoney } from '@domain/money';
import { intervalKeyOf, intervalLabel, trialText, type Highlight, type HighlightPreset, type PlanAction } from '@domain/pricing-table';
import { pricingTableQuery, startPricingTableCheckout } from '@adapters/api/pricing-tables';
import type { PricingTableCheckout } from '@domain/model/pricing-table';
import { settingsQuery } from '@adapters/api/settings';
import { isApiError } from '@adapters/http/api-error';
import type { HttpClient } from '@adapters/http/client';
import { CheckoutErrorScreen } from '@ui/checkout/outcome/CheckoutErrorScreen';
import { useMessageText } from '@ui/common/useMessageText';
import { localizeErrorText, useT, type MessageKey } from '@ui/i18n';
import { PlanCard, PricingTableMessage, PricingTableSkeleton, PricingTableView } from '@ui/pricing-table';
import { useAction } from '../-app/useAction';
import { useHref } from '../-app/useHref';
import { tableView, type TableChoices } from './table-view';

const ACTION_LABEL: Record<PlanAction, MessageKey> = { trial: 'pricingTable.tryForFree', subscribe: 'pricingTable.subscribe' };
const BADGE_LABEL: Record<HighlightPreset, MessageKey> = {
  popular: 'pricingTable.highlight.popular',
  recommended: 'pricingTable.highlight.recommended',
  deal: 'pricingTable.highlight.deal',
};

// The width below which three cycles do not fit side by side (Mantine's sm breakpoint).
const SMALL_SCREEN = '(max-width: 47.99em)';

const firstUpper = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

export interface PricingTablePageProps {
  id: string;
  http: HttpClient;
}

/** /checkout/pricing-table/{prctbl_…}: the plans of a table; choosing one opens its checkout. */
export function PricingTablePage({ id, http }: PricingTablePageProps) {
  const href = useHref();
  const navigate = useNavigate();
  return (
    <PricingTableBody
      id={id}
      http={http}
      backHref={href('/')}
      // Hosted: the checkout of the new session, in the currency chosen here.
      onStarted={(started, currencyId) => navigate({ to: '/checkout/pay/$id', params: { id: started.id }, search: { currencyId } })}
    />
  );
}

/** A host that wants the chosen price rather than a checkout (a plan change): "Select" / "Selected". */
export interface PlanSelection {
  /** The price the customer is on now: its button says "Selected" and cannot be pressed. */
  current?: string | undefined;
  onSelect: (priceId: string, currencyId: string) => void;
}

export interface PricingTableBodyProps extends PricingTablePageProps {
  /** Where the error screen's Back leads; none: no Back (an embed has no app home). */
  backHref?: string | undefined;
  /** A session of the chosen plan exists: open its checkout (the hosted page navigates, an embed shows it inline). */
  onStarted: (started: PricingTableCheckout, currencyId: string) => unknown;
  /** Select mode: the plans' buttons choose a price instead of starting a checkout. */
  selection?: PlanSelection | undefined;
}

/** The table itself, without the app's router: the hosted page and the embedded CheckoutTable both render it. */
export function PricingTableBody({ id, http, backHref, onStarted, selection }: PricingTableBodyProps) {
  const t = useT();
  const messageText = useMessageText();
  const smallScreen = useMediaQuery(SMALL_SCREEN, false, { getInitialValueInEffect: false });
  const [choices, setChoices] = useState<TableChoices>({ interval: null, currency: null });
  const table = useQuery(pricingTableQuery(http, id));
  // The currencies' symbols and decimals; the table's own mode decides which settings.
  const settings = useQuery({ ...settingsQuery(http, table.data?.livemode ?? true), enabled: table.isSuccess });

  const choose = useAction({
    run: ({ priceId, currencyId }: { priceId: string; currencyId: string }) => startPricingTableCheckout(http, id, priceId, currencyId),
    onSuccess: (started, { currencyId }) => onStarted(started, currencyId),
  });

  if (table.isPending || (table.isSuccess && settings.isPending)) return <PricingTableSkeleton label={t('pricingTable.loading')} />;
  if (table.isError) {
    if (isApiError(table.error) && table.error.details.status === 404) {
      return <PricingTableMessage kind="not-found" onRetry={() => void table.refetch()} />;
    }
    return <CheckoutErrorScreen error={table.error} onRetry={() => void table.refetch()} backHref={backHref} />;
  }
  if (settings.isError) return <CheckoutErrorScreen error={settings.error} onRetry={() => void settings.refetch()} backHref={backHref} />;

  // Select mode opens on the cycle of the customer's current price, so its "Selected" is in view.
  const current = selection?.current ? table.data.items.find((item) => item.price_id === selection.current)?.price.recurring : undefined;
  const shown = choices.interval === null && current ? { ...choices, interval: intervalKeyOf(current) } : choices;
  const view = tableView(table.data, settings.data, shown, smallScreen);
  const { interval, currency } = view;
  if (!interval || !currency || view.plans.length === 0) return <PricingTableMessage kind="empty" />;

  const cycle = messageText(formatRecurring(interval.recurring, 'slash'));
  const badgeText = (highlight: Highlight | null) =>
    highlight === null ? null : highlight.kind === 'preset' ? t(BADGE_LABEL[highlight.preset]) : highlight.text;
  const actionLabel = (priceId: string, action: PlanAction) =>
    selection ? t(selection.current === priceId ? 'pricingTable.selected' : 'pricingTable.select') : t(ACTION_LABEL[action]);
  const errorText = choose.failed ? localizeErrorText(t, formatError(choose.error)) : null;

  return (
    <PricingTableView
      name={table.data.name}
      intervals={view.intervals.map((candidate) => ({ value: candidate.key, label: firstUpper(messageText(intervalLabel(candidate))) }))}
      interval={interval.key}
      intervalControl={view.control}
      onInterval={(key) => setChoices((previous) => ({ ...previous, interval: key }))}
      currencies={view.currencies.map((candidate) => ({ value: candidate.id, label: candidate.symbol }))}
      currency={currency.id}
      onCurrency={(currencyId) => setChoices((previous) => ({ ...previous, currency: currencyId }))}
      planCount={view.plans.length}
      error={errorText}
    >
      {view.plans.map((plan) => (
        <PlanCard
          key={plan.item.price_id}
          name={plan.item.product.name}
          description={plan.item.product.description}
          amount={formatMoney(plan.price)}
          cycle={cycle}
          trial={messageText(trialText(plan.trial))}
          badge={badgeText(plan.highlight)}
          features={plan.features}
          actionLabel={actionLabel(plan.item.price_id, plan.action)}
          busy={choose.pending?.priceId === plan.item.price_id}
          disabled={(choose.busy && choose.pending?.priceId !== plan.item.price_id) || selection?.current === plan.item.price_id}
          onChoose={() =>
            selection
              ? selection.onSelect(plan.item.price_id, currency.id)
              : void choose.run({ priceId: plan.item.price_id, currencyId: currency.id })
          }
        />
      ))}
    </PricingTableView>
  );
}
