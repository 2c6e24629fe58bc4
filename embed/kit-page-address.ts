// Where a page of the Payment Kit is, seen from the host page: under PaymentProvider's baseUrl when
// the kit is on another origin, else under this site's mount. Used by the table's standalone mode
// (the hosted checkout) and the tip widget's Configure Now (the donation settings).
import { underMount } from '@adapters/http/mount-path';
import { platformGlobals, type PlatformGlobals } from '@adapters/http/platform-globals';

/** A page of the Payment Kit ('/checkout/pay/x') as the browser reaches it from the host page. */
export function kitPageAddress(path: string, globals: PlatformGlobals = platformGlobals()): string {
  const base = globals.__PAYMENT_KIT_BASE_URL?.trim().replace(/\/+$/, '');
  return base ? `${base}/${path.replace(/^\/+/, '')}` : underMount(path, globals);
}
