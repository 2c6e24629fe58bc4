// Standalone mode leaves the host page for the Payment Kit's own checkout page. The server answers
// the new session's address; the sandbox (and an older server) answers it relative to the kit's
// mount, so it is put under the mount here, with the currency the payer chose on the table. A host
// whose Payment Kit is on another origin (PaymentProvider's baseUrl, the element's base-url) names
// that mount's full URL: the hosted page is there, not on the host's own origin.
import type { PricingTableCheckout } from '@domain/model/pricing-table';
import { kitPageAddress } from '../kit-page-address';

export function hostedCheckoutAddress(started: PricingTableCheckout, currencyId: string, mount: (path: string) => string = kitPageAddress): string {
  const url = started.url ?? `/checkout/pay/${encodeURIComponent(started.id)}`;
  if (/^https?:\/\//.test(url)) return url;
  const separator = url.includes('?') ? '&' : '?';
  return `${mount(url)}${separator}currencyId=${encodeURIComponent(currencyId)}`;
}
