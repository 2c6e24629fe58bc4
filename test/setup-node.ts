import { registerCatalogue } from '../ui/i18n/translate';
import { en } from '../ui/i18n/messages/en';
import { zh } from '../ui/i18n/messages/zh';
// Node-environment tests resolve relative fetch URLs against a location, as a browser would.
if (!('location' in globalThis)) {
  Object.defineProperty(globalThis, 'location', {
    value: new URL('http://sandbox.test/'),
    configurable: true,
  });
}

// Both languages are always at hand in tests (the app loads only the active one).
registerCatalogue('en', en);
registerCatalogue('zh', zh);
