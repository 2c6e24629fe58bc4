import { Schema } from 'effect';
import { TimeValue, maybe } from './common';

export const NotificationSeverity = Schema.Literals(['normal', 'success', 'info', 'warning', 'error']);
export type NotificationSeverity = typeof NotificationSeverity.Type;

export const ActivityType = Schema.Literals(['comment', 'like', 'follow', 'tips', 'mention', 'assign', 'un_assign']);
export type ActivityType = typeof ActivityType.Type;

const Person = Schema.Struct({ did: Schema.String, fullName: maybe(Schema.String), avatar: maybe(Schema.String) });

export const Notification = Schema.Struct({
  id: Schema.String,
  title: maybe(Schema.String),
  description: maybe(Schema.String),
  severity: maybe(NotificationSeverity),
  source: Schema.Literals(['system', 'component']),
  componentDid: maybe(Schema.String),
  sticky: maybe(Schema.Boolean),
  receivers: Schema.Array(Schema.Struct({ receiver: Schema.String, read: maybe(Schema.Boolean) })),
  actorInfo: maybe(Person),
  activity: maybe(
    Schema.Struct({
      type: ActivityType,
      actor: Schema.String,
      target: maybe(Schema.Struct({ type: Schema.String, id: Schema.String, name: maybe(Schema.String) })),
      meta: maybe(Schema.Struct({ id: maybe(Schema.String), content: maybe(Schema.String) })),
    }),
  ),
  createdAt: Schema.optional(TimeValue),
});
export type Notification = typeof Notification.Type;

/** Relay event when the user read notifications elsewhere. */
export const NotificationReadEvent = Schema.Struct({ receiver: Schema.String, readCount: Schema.Number });
export type NotificationReadEvent = typeof NotificationReadEvent.Type;
