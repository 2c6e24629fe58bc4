import { Schema } from 'effect';
import { maybe } from './common';

const ChainTx = Schema.Struct({ tx_hash: maybe(Schema.String), payer: maybe(Schema.String) });

/** Where a payment landed: one entry per chain, or the card provider's intent. */
export const TransactionRecord = Schema.Struct({
  arcblock: maybe(ChainTx),
  bitcoin: maybe(ChainTx),
  ethereum: maybe(
    Schema.Struct({
      tx_hash: maybe(Schema.String),
      payer: maybe(Schema.String),
      gas_price: maybe(Schema.String),
      gas_used: maybe(Schema.String),
    }),
  ),
  base: maybe(
    Schema.Struct({
      tx_hash: maybe(Schema.String),
      payer: maybe(Schema.String),
      gas_price: maybe(Schema.String),
      gas_used: maybe(Schema.String),
    }),
  ),
  stripe: maybe(Schema.Struct({ payment_intent_id: maybe(Schema.String) })),
});
export type TransactionRecord = typeof TransactionRecord.Type;
