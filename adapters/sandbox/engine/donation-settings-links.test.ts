// The sandbox's donation settings save refuses a beneficiary page that is not
// http(s) by the one safe-URL rule, and a safe one reaches the donation checkout's beneficiaries.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../testing/harness';

const settings = (url: string) => ({
  settings: {
    payment_link_id: 'plink_sbx_donation',
    amount: { presets: ['2', '8', '20'], preset: '8', custom: true, minimum: '1', maximum: '50' },
    beneficiaries: [{ name: 'Ada', address: 'z1Ada', share: '100', url }],
  },
});

describe('PUT /api/settings/{mountLocation}: beneficiary pages', () => {
  const { sandbox, as } = useSandbox();
  const save = (url: string) =>
    fetch(`${sandbox.apiBase}/api/settings/sandbox-blog-tips`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(settings(url)) });
  const benefits = async () => (await (await fetch(`${sandbox.apiBase}/api/payment-links/plink_sbx_donation/benefits`)).json()) as { url: string | null }[];

  it.each(['javascript:alert(document.cookie)', 'JaVaScRiPt:alert(1)', '\tjavascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example'])('refuses %j, and the link keeps its beneficiaries', async (url) => {
    as('admin');
    const before = await benefits();
    const response = await save(url);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ details: [{ path: 'beneficiaries', message: 'A beneficiary’s page must be an http:// or https:// address' }] });
    expect(await benefits()).toEqual(before);
  });

  it('keeps an https page, which the donation checkout lists', async () => {
    as('admin');
    expect((await save('https://ada.example/about')).status).toBe(200);
    expect((await benefits()).map((b) => b.url)).toEqual(['https://ada.example/about']);
  });
});
