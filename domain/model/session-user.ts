import { Schema } from 'effect';
import { maybe } from './common';

export const Passport = Schema.Struct({
  id: Schema.String,
  role: Schema.String,
  name: maybe(Schema.String),
  title: maybe(Schema.String),
  status: maybe(Schema.String),
});
export type Passport = typeof Passport.Type;

/** The signed-in user; role is the active passport's role (owner, admin, developer, member, guest…). */
export const SessionUser = Schema.Struct({
  did: Schema.String,
  fullName: Schema.String,
  avatar: maybe(Schema.String),
  email: maybe(Schema.String),
  phone: maybe(Schema.String),
  role: maybe(Schema.String),
  passports: Schema.Array(Passport),
  approved: maybe(Schema.Boolean),
  org: maybe(Schema.Union([Schema.Struct({ id: Schema.String, ownerDid: Schema.String }), Schema.Literal('')])),
  locale: maybe(Schema.String),
  isPreviewUser: maybe(Schema.Boolean),
  sourceAppPid: maybe(Schema.String),
  updatedAt: maybe(Schema.Union([Schema.String, Schema.Number])),
  connectedAccounts: maybe(Schema.Array(Schema.Struct({ provider: Schema.String, did: maybe(Schema.String) }))),
});
export type SessionUser = typeof SessionUser.Type;
