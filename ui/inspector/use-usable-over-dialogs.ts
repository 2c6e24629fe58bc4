// The inspector is used while a dialog is open (a payment dialog is where the machines are most
// interesting), so it sits above Mantine's modals and must stay usable there. A modal traps Tab
// with a document listener and blocks wheel and touch scrolling outside itself with another
// (react-remove-scroll); both listen on the document, in the bubble phase. Stopping those events
// at the panel lets Tab move through the panel's own controls and its list scroll, and leaves the
// dialog's trap untouched everywhere else.
import { useEffect, type RefObject } from 'react';

const KEPT = ['wheel', 'touchmove'] as const;

export function useUsableOverDialogs(panel: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const node = panel.current;
    if (!active || !node) return;
    const keepTab = (event: KeyboardEvent) => {
      if (event.key === 'Tab') event.stopPropagation();
    };
    const keep = (event: Event) => event.stopPropagation();
    node.addEventListener('keydown', keepTab);
    KEPT.forEach((type) => node.addEventListener(type, keep, { passive: true }));
    return () => {
      node.removeEventListener('keydown', keepTab);
      KEPT.forEach((type) => node.removeEventListener(type, keep));
    };
  }, [panel, active]);
}
