import { registerCatalogue } from '../ui/i18n/translate';
import { en } from '../ui/i18n/messages/en';
import { zh } from '../ui/i18n/messages/zh';
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

// Both languages are always at hand in tests (the app loads only the active one).
registerCatalogue('en', en);
registerCatalogue('zh', zh);
