import { toastDuration } from '@domain/platform';
import type { Notice, Notifier } from '@machines/ports';
import { isMessageKey, localizeErrorText, type MessageParams } from '@ui/i18n';
import type { MessageKey } from '@ui/i18n';

const COLORS = { error: 'red', warning: 'yellow', success: 'teal', info: 'indigo' } as const;

/** The text a notice shows: its server text when it has one, else its translated key. */
export function noticeText(notice: Notice, t: (key: MessageKey, params?: MessageParams) => string) {
  const known = notice.key !== undefined && isMessageKey(notice.key) ? notice.key : undefined;
  // A text the app raised in English (an HTTP-layer failure, a fixed error) shows in the page's language.
  if (notice.text) return { title: known ? t(known, notice.params) : undefined, message: localizeErrorText(t, notice.text) };
  return { title: undefined, message: known ? t(known, notice.params) : (notice.key ?? '') };
}

/**
 * One id per distinct toast: Mantine ignores a show() whose id is already on screen or queued,
 * so the same toast is never stacked twice (each press of a refused plus used to add
 * another 'Exceed purchase limit'). Once it is closed, the same notice can show again.
 */
export function noticeId(tone: Notice['tone'], title: string | undefined, message: string): string {
  return `notice:${tone}:${title ?? ''}:${message}`;
}

/**
 * Toasts through Mantine's notifications, loaded on the first toast (they are never needed for
 * the first paint). Errors and warnings stay until closed (docs/spec/shell-store-and-tables.md §4); others go after 5 s.
 * Identical toasts dedupe (noticeId).
 */
export function createNotifier(t: () => (key: MessageKey, params?: MessageParams) => string): Notifier {
  return {
    notify(notice) {
      const translate = t();
      const { title, message } = noticeText(notice, translate);
      const duration = toastDuration({ severity: notice.tone, sticky: false });
      void import('@mantine/notifications').then(({ notifications }) =>
        notifications.show({
          id: noticeId(notice.tone, title, message),
          color: COLORS[notice.tone],
          title,
          message,
          autoClose: duration ?? false,
          withCloseButton: true,
          closeButtonProps: { 'aria-label': translate('common.close') },
          // Under a title Mantine greys the message to about 3:1 (gray-6); the theme's dimmed text is AA.
          styles: { description: { color: 'var(--mantine-color-dimmed)' } },
        }),
      );
    },
  };
}
