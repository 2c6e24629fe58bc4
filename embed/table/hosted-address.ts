// Standalone mode leaves the host page for the Payment Kit's own checkout page. The server answers
// the new session's address; the sandbox (and an older server) answers it relative to the kit's
// mount, so it is put under the mount here, with the currency the payer chose on the table.
import type { PricingTableCheckout } from '@domain/model/pricing-table';
import { underMount } from '@adapters/http/mount-path';

export function hostedCheckoutAddress(started: PricingTableCheckout, currencyId: string, mount: (path: string) => string = underMount): string {
  const url = started.url ?? `/checkout/pay/${encodeURIComponent(started.id)}`;
  if (/^https?:\/\//.test(url)) return url;
  const separator = url.includes('?') ? '&' : '?';
  return `${mount(url)}${separator}currencyId=${encodeURIComponent(currencyId)}`;
}
