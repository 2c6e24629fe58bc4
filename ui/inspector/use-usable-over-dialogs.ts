// The inspector is used while a dialog is open (a payment dialog is where the machines are most
// interesting), so it sits above Mantine's modals and must stay usable there. A modal blocks wheel
// and touch scrolling outside itself with a document listener in the bubble phase
// (react-remove-scroll): the panel's long list would not scroll. Stopping those events at the
// panel lets it scroll and leaves the modal's lock untouched everywhere else. (Its focus trap
// moves Tab only while focus is inside the dialog, so Tab already walks the panel.)
import { useEffect, type RefObject } from 'react';

const KEPT = ['wheel', 'touchmove'] as const;

export function useUsableOverDialogs(panel: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const node = panel.current;
    if (!active || !node) return;
    const keep = (event: Event) => event.stopPropagation();
    KEPT.forEach((type) => node.addEventListener(type, keep, { passive: true }));
    return () => KEPT.forEach((type) => node.removeEventListener(type, keep));
  }, [panel, active]);
}
