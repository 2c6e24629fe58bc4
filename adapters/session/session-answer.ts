// The platform session endpoint's answer, decoded. Its own module: live-session.ts imports it when
// the answer arrives, so the domain's schemas and Effect Schema stay out of a page's first code.
import { Schema } from 'effect';
import { SessionUser } from '@domain/model';

const SessionAnswer = Schema.Struct({ user: Schema.optional(Schema.NullOr(SessionUser)) });

/** The logged-in user of an answer, null when nobody is; throws when the answer breaks the schema. */
export const decodeSessionUser = (body: unknown): SessionUser | null => Schema.decodeUnknownSync(SessionAnswer)(body).user ?? null;
