// Node-environment tests resolve relative fetch URLs against a location, as a browser would.
if (!('location' in globalThis)) {
  Object.defineProperty(globalThis, 'location', {
    value: new URL('http://sandbox.test/'),
    configurable: true,
  });
}
