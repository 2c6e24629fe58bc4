// Binds the sandbox's machine inspector to its panel in the header. Sandbox mode only: __root
// loads this lazily when main.tsx installed an inspector (a live build has neither).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { InspectorPanel } from '@ui/inspector';
import { INSPECTOR_MARKER, type MachineInspector } from './inspector';
import { savedPath, savedPathFileName, savedPathText } from './saved-path';
import './inspector-dock.css';

const OPEN_KEY = 'sandbox.inspector.open';
/** The panel's width plus its margins: what the page gives up on a wide screen. */
const WIDE = '(min-width: 1024px)';

/**
 * On a wide screen the open panel is docked: the page's content moves aside instead of being
 * covered, so a person can pay through the checkout and watch its machines at once. The header
 * keeps the full width (the panel sits below it): squeezed, its desktop layout overlapped itself.
 * A flag on <html> and a style sheet, not a style on an element React may replace on navigation.
 */
function useDockedLayout(open: boolean) {
  useEffect(() => {
    if (!open) return;
    const html = document.documentElement;
    const wide = window.matchMedia(WIDE);
    const apply = () => {
      if (wide.matches) html.dataset.inspectorDocked = '';
      else delete html.dataset.inspectorDocked;
    };
    apply();
    wide.addEventListener('change', apply);
    return () => {
      wide.removeEventListener('change', apply);
      delete html.dataset.inspectorDocked;
    };
  }, [open]);
}

/** Downloads what one actor did as a path file (`npm run qa -- walk <file>` replays it). */
function saveAsPath(inspector: MachineInspector, key: string) {
  const actor = inspector.actors().find((candidate) => candidate.key === key);
  if (!actor) return;
  const text = savedPathText(savedPath(actor, window.location.pathname));
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  link.download = savedPathFileName(actor, new Date());
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

export default function InspectorDock({ inspector }: { inspector: MachineInspector }) {
  const actors = useSyncExternalStore(inspector.subscribe, inspector.actors);
  // Stays open across pages (from the checkout to its thanks), for this tab.
  const [open, setOpen] = useState(() => sessionStorage.getItem(OPEN_KEY) === '1');
  useDockedLayout(open);
  const toggle = () => {
    sessionStorage.setItem(OPEN_KEY, open ? '0' : '1');
    setOpen(!open);
  };
  return (
    <span data-inspector={INSPECTOR_MARKER} style={{ display: 'contents' }}>
      <InspectorPanel actors={actors} open={open} onToggle={toggle} onClear={inspector.clear} onSave={(key) => saveAsPath(inspector, key)} />
    </span>
  );
}
