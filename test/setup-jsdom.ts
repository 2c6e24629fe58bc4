import { registerCatalogue } from '../ui/i18n/translate';
import { allParts } from '../ui/i18n/messages/all';
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => cleanup());

// Mantine reads these browser APIs that jsdom does not implement.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};
window.scrollTo ??= (() => {}) as typeof window.scrollTo;

// Both languages, every part, are always at hand in tests (the app loads only the active
// language's boot part, and an area when a screen of it shows).
registerCatalogue('en', allParts.en);
registerCatalogue('zh', allParts.zh);
