import { Schema, SchemaTransformation } from 'effect';

/**
 * A decimal the real API sends sometimes as a string and sometimes as a number
 * (token units of thresholds, credit amounts, donation bounds). Decoded to a string so that
 * money code can hand it to BigNumber without ever holding a JS float.
 */
export const DecimalString = Schema.Union([Schema.String, Schema.Number]).pipe(
  Schema.decodeTo(
    Schema.String,
    SchemaTransformation.transform<string, string | number>({ decode: (value) => String(value), encode: (value) => value }),
  ),
);

/** Amount in the currency's smallest unit, always a string on the wire (can exceed 2^53). */
export const UnitAmount = Schema.String;

/** Unix seconds (number) or an ISO date string: the real API uses both for the same kind of field. */
export const TimeValue = Schema.Union([Schema.Number, Schema.String]);
export type TimeValue = typeof TimeValue.Type;

/** Free-form metadata; unknown keys are kept, not stripped. */
export const Metadata = Schema.Record(Schema.String, Schema.Unknown);
export type Metadata = typeof Metadata.Type;

/** Metadata with a few keys we read, keeping every other key as is. */
export const metadataWith = <const Fields extends Schema.Struct.Fields>(fields: Fields) =>
  Schema.StructWithRest(Schema.Struct(fields), [Metadata]);

/** Optional and nullable: the real API omits some fields and sends null for others. */
export const maybe = <S extends Schema.Top>(schema: S) => Schema.optional(Schema.NullOr(schema));

/** Localized text: either a plain string or a map of locale → string. */
export const LocalizedText = Schema.Union([Schema.String, Schema.Record(Schema.String, Schema.String)]);
export type LocalizedText = typeof LocalizedText.Type;

/** A page of a list endpoint of the Payment Kit API. */
export const Paginated = <S extends Schema.Top>(item: S) =>
  Schema.Struct({ list: Schema.Array(item), count: Schema.Number });
