import { useEffect, useSyncExternalStore } from 'react';

// While a page shows the sandbox wallet inside its own dialog, the docked copy steps aside:
// one wallet on screen, and the dialog's focus trap never hides the buttons a person needs.
let inline = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function useShowsInlineWallet() {
  useEffect(() => {
    inline += 1;
    changed();
    return () => {
      inline -= 1;
      changed();
    };
  }, []);
}

export const useInlineWalletShown = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => inline > 0,
  );
