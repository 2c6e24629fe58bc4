// A keyboard way into the inspector while a dialog is open: the dialog's focus trap keeps Tab
// inside it, so Alt+Shift+M opens the panel (if closed) and moves the focus to its title; from
// there Tab walks the panel. Heard in the capture phase on the window, before any dialog's keys.
import { useEffect, useRef, type RefObject } from 'react';

export const INSPECTOR_SHORTCUT = 'Alt+Shift+M';
const isShortcut = (event: KeyboardEvent) => event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyM';

export function useInspectorShortcut(open: boolean, onToggle: () => void, title: RefObject<HTMLElement | null>) {
  // Set when the shortcut opened the panel: focus the title once it is drawn.
  const focusWhenOpen = useRef(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      if (open) title.current?.focus();
      else {
        focusWhenOpen.current = true;
        onToggle();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [open, onToggle, title]);
  useEffect(() => {
    if (!open || !focusWhenOpen.current) return;
    focusWhenOpen.current = false;
    title.current?.focus();
  }, [open, title]);
}
