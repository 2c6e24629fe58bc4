import { registerCatalogue } from '../ui/i18n/translate';
import { allParts } from '../ui/i18n/messages/all';
// Node-environment tests resolve relative fetch URLs against a location, as a browser would.
if (!('location' in globalThis)) {
  Object.defineProperty(globalThis, 'location', {
    value: new URL('http://sandbox.test/'),
    configurable: true,
  });
}

// Both languages, every part, are always at hand in tests (the app loads only the active
// language's boot part, and an area when a screen of it shows).
registerCatalogue('en', allParts.en);
registerCatalogue('zh', allParts.zh);
