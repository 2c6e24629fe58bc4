import type { SnapshotFrom } from 'xstate';
import { formatMoney, money } from '@domain/money';
import type { FastPayKind } from '@domain/payment';
import type { fastPayMachine } from './fast-pay.machine';

export interface FastPayView {
  /** crypto: "Confirm Payment" with account and amount; credit: "Confirm Credit Payment". */
  kind: FastPayKind;
  open: boolean;
  confirming: boolean;
  /** The paying account (DID or address); null when the server did not say. */
  payer: string | null;
  /** Amount and balance as token text of the chosen currency ("12.5"), symbol separate. */
  amount: string | null;
  balance: string | null;
  symbol: string;
}

/** Snapshot in, view model out, for the fast-pay confirmation dialog. */
export function fastPayView(snapshot: SnapshotFrom<typeof fastPayMachine>): FastPayView {
  const { kind, info, currency } = snapshot.context;
  const display = (unit: string | null | undefined) =>
    unit === null || unit === undefined
      ? null
      : formatMoney(money(unit, currency), { hideSymbol: true });
  return {
    kind,
    open: snapshot.status === 'active',
    confirming: snapshot.hasTag('busy'),
    payer: info?.payer ?? null,
    amount: display(info?.amount),
    balance: display(info?.token?.balance),
    symbol: currency.symbol,
  };
}
