import { Schema } from 'effect';
import { DecimalString, Metadata, maybe } from './common';

export const BeneficiaryShare = Schema.Struct({
  address: Schema.String,
  share: maybe(DecimalString),
  name: maybe(Schema.String),
  avatar: maybe(Schema.String),
  url: maybe(Schema.String),
});
export type BeneficiaryShare = typeof BeneficiaryShare.Type;

/** Tip settings of a donation link; amounts in token units. */
export const DonationSettings = Schema.Struct({
  amount: maybe(
    Schema.Struct({
      presets: maybe(Schema.Array(DecimalString)),
      preset: maybe(DecimalString),
      custom: maybe(Schema.Boolean),
      minimum: maybe(DecimalString),
      maximum: maybe(DecimalString),
    }),
  ),
  beneficiaries: maybe(Schema.Array(BeneficiaryShare)),
  btn_text: maybe(Schema.String),
  history_type: maybe(Schema.String),
});
export type DonationSettings = typeof DonationSettings.Type;

export const AfterCompletion = Schema.Struct({
  type: maybe(Schema.String),
  redirect: maybe(Schema.Struct({ url: Schema.String })),
  hosted_confirmation: maybe(Schema.Struct({ custom_message: maybe(Schema.String) })),
});
export type AfterCompletion = typeof AfterCompletion.Type;

/** A shareable link (id prefix plink_) that starts checkout sessions. */
export const PaymentLink = Schema.Struct({
  id: Schema.String,
  name: maybe(Schema.String),
  active: Schema.optional(Schema.Boolean),
  livemode: Schema.optional(Schema.Boolean),
  submit_type: maybe(Schema.String),
  donation_settings: maybe(DonationSettings),
  after_completion: maybe(AfterCompletion),
  metadata: maybe(Metadata),
});
export type PaymentLink = typeof PaymentLink.Type;
