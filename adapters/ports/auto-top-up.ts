// The auto top-up machine's port (AutoTopUpApi in machines/ports.ts) over the auto-recharge-configs
// endpoints of adapters/api/auto-top-up.ts.
import type { AutoTopUpApi } from '@machines/ports';
import { getAutoTopUp, retrieveAutoTopUp, submitAutoTopUp } from '../api/auto-top-up';
import type { HttpClient } from '../http/client';

export const createAutoTopUpApi = (http: HttpClient): AutoTopUpApi => ({
  get: (did, currencyId, signal) => getAutoTopUp(http, did, currencyId, signal),
  submit: (payload) => submitAutoTopUp(http, payload),
  retrieve: (id, signal) => retrieveAutoTopUp(http, id, signal),
});
