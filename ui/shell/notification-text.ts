import type { Notification } from '@domain/model';
import type { MessageKey, MessageParams } from '../i18n';

type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * A notification's heading: its title, or for an activity (comment, like, follow, tips, mention,
 * assign, un_assign) "{actor} {verb} {target}" — the actor's name, 'System' when unknown.
 */
export function notificationHeading(notification: Pick<Notification, 'title' | 'activity' | 'actorInfo'>, t: Translate): string {
  const activity = notification.activity;
  if (activity) {
    const actor = notification.actorInfo?.fullName || (notification.actorInfo ? notification.actorInfo.did : t('app.activity.system'));
    const target = activity.target?.name || activity.target?.type || '';
    return `${actor} ${t(`app.activity.${activity.type}`, { target })}`;
  }
  return notification.title || t('app.notifications.untitled');
}
