import { useCallback, useRef, useState } from 'react';

/**
 * A popup whose code loads on the first press opens as it mounts, but the button that was pressed
 * has been replaced by this one (the placeholder shown while loading), so the focus is nowhere;
 * and Mantine records where to return the focus only when `opened` changes, not on mount. This
 * focuses the new button as it attaches and then opens, so that the popup's focus return (Escape,
 * a click outside) lands on the button, not on the page.
 */
export function useOpenedOnMount<T extends HTMLElement>(openOnMount: boolean) {
  const [opened, setOpened] = useState(false);
  const done = useRef(false);
  const target = useCallback(
    (node: T | null) => {
      if (!node || !openOnMount || done.current) return;
      done.current = true;
      node.focus();
      setOpened(true);
    },
    [openOnMount],
  );
  return { target, opened, onChange: setOpened };
}
