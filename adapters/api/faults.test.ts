// Every injected fault surfaces as a clear ApiError kind, never a crash.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../sandbox/testing/harness';
import { createCheckoutApi } from './checkout';
import { getSettings } from './settings';

describe('fault injection', () => {
  const { http, sandbox } = useSandbox({ timeoutMs: 300 });
  const api = createCheckoutApi(http);
  const faults = sandbox.controls.faults;

  it('500 → http with the server text', async () => {
    faults.set('checkout.submit', { kind: 'error500', times: 1 });
    const error = await api.submit('cs_sbx_one_time', { customer_name: 'A', customer_email: 'a@example.com', payment_currency: 'pc_abt', payment_method: 'pm_arcblock' }, { donation: false, kind: 'crypto' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', details: { status: 500 }, message: 'Internal Server Error (injected by the sandbox)' });
    expect(faults.list()['checkout.submit']).toBeUndefined();
  });

  it('network error → network', async () => {
    faults.set('checkout.retrieve', { kind: 'network' });
    await expect(api.retrieve('cs_sbx_one_time')).rejects.toMatchObject({ kind: 'network' });
  });

  it('timeout → timeout', async () => {
    faults.set('checkout.retrieve', { kind: 'timeout' });
    await expect(api.retrieve('cs_sbx_one_time')).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('malformed JSON → decode', async () => {
    faults.set('checkout.retrieve', { kind: 'malformed' });
    await expect(api.retrieve('cs_sbx_one_time')).rejects.toMatchObject({ kind: 'decode' });
  });

  it('a body that breaks the schema → decode naming the field', async () => {
    faults.set('settings.get', { kind: 'schema' });
    const error = await getSettings(http, true).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'decode' });
    expect((error as Error).message).toMatch(/^Unexpected answer from the server: /);
  });

  it('latency delays the answer but it arrives', async () => {
    faults.set('*', { kind: 'latency', ms: 120, times: 1 });
    const started = Date.now();
    await api.retrieve('cs_sbx_one_time');
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('an aborted call → aborted', async () => {
    faults.set('checkout.retrieve', { kind: 'latency', ms: 200 });
    const controller = new AbortController();
    const pending = api.retrieve('cs_sbx_one_time', controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('lost: the server commits, then the answer is lost as a network error', async () => {
    faults.set('checkout.submit', { kind: 'lost', times: 1 });
    const values = { customer_name: 'A', customer_email: 'a@example.com', payment_currency: 'pc_abt', payment_method: 'pm_arcblock' };
    await expect(api.submit('cs_sbx_fast_pay', values, { donation: false, kind: 'crypto' })).rejects.toMatchObject({ kind: 'network' });
    // The submit was committed: the session carries the intent it created.
    const afterSubmit = sandbox.controls.data().sessions['cs_sbx_fast_pay'];
    expect(afterSubmit?.payment_intent_id).toBeTruthy();
    faults.set('checkout.fastCheckoutConfirm', { kind: 'lost', times: 1 });
    await expect(api.fastCheckoutConfirm('cs_sbx_fast_pay')).rejects.toMatchObject({ kind: 'network' });
    // …and the payment went through although the payer never heard of it.
    expect((await api.retrieve('cs_sbx_fast_pay')).checkoutSession).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(faults.list()).toEqual({});
  });

  it('lists every endpoint name for the controls', () => {
    expect(faults.endpoints()).toEqual(expect.arrayContaining(['checkout.submit', 'invoices.list', 'relay', '*']));
  });
});
