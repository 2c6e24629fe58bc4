// Standalone mode leaves the host page for the Payment Kit's own checkout page. The server answers
// the new session's address; the sandbox (and an older server) answers it relative to the kit's
// mount, so it is put under the mount here, with the currency the payer chose on the table. A host
// whose Payment Kit is on another origin (PaymentProvider's baseUrl, the element's base-url) names
// that mount's full URL: the hosted page is there, not on the host's own origin.
import type { PricingTableCheckout } from '@domain/model/pricing-table';
import { underMount } from '@adapters/http/mount-path';
import { platformGlobals, type PlatformGlobals } from '@adapters/http/platform-globals';

/** A page of the Payment Kit ('/checkout/pay/x') as the browser reaches it from the host page. */
export function kitPageAddress(path: string, globals: PlatformGlobals = platformGlobals()): string {
  const base = globals.__PAYMENT_KIT_BASE_URL?.trim().replace(/\/+$/, '');
  return base ? `${base}/${path.replace(/^\/+/, '')}` : underMount(path, globals);
}

export function hostedCheckoutAddress(started: PricingTableCheckout, currencyId: string, mount: (path: string) => string = kitPageAddress): string {
  const url = started.url ?? `/checkout/pay/${encodeURIComponent(started.id)}`;
  if (/^https?:\/\//.test(url)) return url;
  const separator = url.includes('?') ? '&' : '?';
  return `${mount(url)}${separator}currencyId=${encodeURIComponent(currencyId)}`;
}
