import { describe, expect, it } from 'vitest';
import { presetsFromText, validateDonationSettings, type DonationSettingsDraft } from './index';

const draft = (overrides: Partial<DonationSettingsDraft> = {}): DonationSettingsDraft => ({
  presets: ['5', '1', '10'],
  preset: '5',
  custom: true,
  minimum: '0.5',
  maximum: '100',
  btnText: 'Tip',
  thankYou: 'Thank you!',
  beneficiaries: [],
  ...overrides,
});
const errorsOf = (d: DonationSettingsDraft) => {
  const result = validateDonationSettings(d, 6);
  return result.ok ? {} : Object.fromEntries(Object.entries(result.errors).map(([field, e]) => [field, e.message]));
};

describe('validateDonationSettings (docs/spec/checkout-and-billing.md §3 donation_settings, §5 range)', () => {
  it('normalises: presets sorted, canonical amounts, empty texts null', () => {
    expect(validateDonationSettings(draft({ presets: ['10', '1.50', '5'], btnText: ' ', thankYou: '' }), 6)).toEqual({
      ok: true,
      value: { amount: { presets: ['1.5', '5', '10'], preset: '5', custom: true, minimum: '0.5', maximum: '100' }, btn_text: null, thank_you: null, beneficiaries: [] },
    });
  });
  it('empty minimum is 0, empty maximum unbounded, empty default lets the checkout pick the middle', () => {
    const result = validateDonationSettings(draft({ minimum: '', maximum: '', preset: '' }), 6);
    expect(result.ok && result.value.amount).toEqual({ presets: ['1', '5', '10'], preset: null, custom: true, minimum: '0', maximum: null });
  });
  it('no presets is allowed only with a custom amount', () => {
    expect(errorsOf(draft({ presets: [], preset: '', custom: false }))).toEqual({ presets: 'Add at least one preset amount, or allow a custom amount' });
    expect(errorsOf(draft({ presets: [], preset: '', custom: true }))).toEqual({});
    expect(errorsOf(draft({ presets: ['5'], preset: '5', custom: false }))).toEqual({});
  });
  it('presets: positive, a number, the precision, listed once, at most 8', () => {
    expect(errorsOf(draft({ presets: ['0', '5'], minimum: '' }))).toEqual({ presets: 'Every preset must be greater than 0' });
    expect(errorsOf(draft({ presets: ['five'] }))).toEqual({ presets: 'Please enter a valid number' });
    expect(errorsOf(draft({ presets: ['', '5'] }))).toEqual({ presets: 'Please enter a valid number' });
    expect(errorsOf(draft({ presets: ['1.0000001', '5'] }))).toEqual({ presets: 'Amount decimal places must be less than or equal to 6' });
    expect(errorsOf(draft({ presets: ['5', '5.0'] }))).toEqual({ presets: 'Preset 5 is listed twice' });
    expect(errorsOf(draft({ presets: ['1', '2', '3', '4', '5', '6', '7', '8', '9'] }))).toEqual({ presets: 'At most 8 preset amounts' });
  });
  it('every preset inside the custom range the checkout enforces', () => {
    expect(errorsOf(draft({ maximum: '8' }))).toEqual({ presets: 'Preset 10 is outside the custom range 0.5 – 8' });
    expect(errorsOf(draft({ minimum: '2' }))).toEqual({ presets: 'Preset 1 is outside the custom range 2 – 100' });
    expect(errorsOf(draft({ minimum: '2', maximum: '' }))).toEqual({ presets: 'Preset 1 is outside the custom range 2 – ∞' });
  });
  it('the default preset is one of the presets', () => {
    expect(errorsOf(draft({ preset: '7' }))).toEqual({ preset: 'The default amount must be one of the presets' });
  });
  it('minimum ≥ 0 and maximum above the minimum', () => {
    expect(errorsOf(draft({ minimum: '-1' }))).toEqual({ minimum: 'The minimum cannot be below 0' });
    expect(errorsOf(draft({ minimum: '50', maximum: '50', presets: [], preset: '' }))).toEqual({ maximum: 'The maximum must be greater than the minimum' });
    expect(errorsOf(draft({ maximum: 'lots' }))).toEqual({ maximum: 'Please enter a valid number' });
  });
  it('beneficiaries: an address each, shares in (0, 100] adding up to 100', () => {
    const ada = { name: 'Ada', address: 'z1Ada', share: '60' };
    expect(errorsOf(draft({ beneficiaries: [ada, { name: 'Eve', address: 'z1Eve', share: '40' }] }))).toEqual({});
    expect(errorsOf(draft({ beneficiaries: [ada, { name: 'Eve', address: 'z1Eve', share: '30' }] }))).toEqual({ beneficiaries: 'Beneficiary shares must add up to 100% (now 90%)' });
    expect(errorsOf(draft({ beneficiaries: [{ ...ada, address: ' ' }] }))).toEqual({ beneficiaries: 'Every beneficiary needs a wallet address' });
    expect(errorsOf(draft({ beneficiaries: [{ ...ada, share: '0' }] }))).toEqual({ beneficiaries: 'A share is a percentage above 0 and at most 100' });
  });
  it('button text at most 20 and thank-you text at most 200 characters', () => {
    expect(errorsOf(draft({ btnText: 'x'.repeat(21), thankYou: 'y'.repeat(201) }))).toEqual({ btnText: 'At most 20 characters', thankYou: 'At most 200 characters' });
    // The limits themselves are allowed, and spaces around the text do not count.
    const atLimits = validateDonationSettings(draft({ btnText: ` ${'x'.repeat(20)} `, thankYou: ` ${'y'.repeat(200)} ` }), 6);
    expect(atLimits.ok && [atLimits.value.btn_text, atLimits.value.thank_you]).toEqual(['x'.repeat(20), 'y'.repeat(200)]);
  });
  it('each limit is a boundary that is itself allowed: 8 presets, a preset equal to the minimum or the maximum, a share of 100', () => {
    const eight = ['1', '2', '3', '4', '5', '6', '7', '8'];
    expect(errorsOf(draft({ presets: eight, preset: '', minimum: '1', maximum: '8' }))).toEqual({});
    expect(errorsOf(draft({ presets: ['0.5', '100'], preset: '0.5' }))).toEqual({});
    expect(errorsOf(draft({ beneficiaries: [{ name: 'Ada', address: 'z1Ada', share: '100' }] }))).toEqual({});
    expect(errorsOf(draft({ minimum: '0', presets: ['1'], preset: '1' }))).toEqual({});
  });
  it('a share above 100 or not a number, and a default that is not a number, are refused', () => {
    const ada = { name: 'Ada', address: 'z1Ada', share: '100' };
    for (const share of ['100.01', 'half', ''] as const) {
      expect(errorsOf(draft({ beneficiaries: [{ ...ada, share }] }))).toEqual({ beneficiaries: 'A share is a percentage above 0 and at most 100' });
    }
    expect(errorsOf(draft({ preset: 'five' }))).toEqual({ preset: 'The default amount must be one of the presets' });
  });
  it('a minimum that is not a number is named on its own field and the form is not saved', () => {
    expect(errorsOf(draft({ minimum: 'some' }))).toEqual({ minimum: 'Please enter a valid number' });
    expect(errorsOf(draft({ minimum: '0.0000001' }))).toEqual({ minimum: 'Amount decimal places must be less than or equal to 6' });
    // With no usable minimum the presets are still checked against the maximum.
    expect(errorsOf(draft({ minimum: 'some', presets: ['200'], preset: '' }))).toEqual({ minimum: 'Please enter a valid number', presets: 'Preset 200 is outside the custom range 0 – 100' });
  });
  it('what is saved is trimmed: names, addresses and pages; a blank page is left out; a blank maximum is unbounded', () => {
    const result = validateDonationSettings(
      draft({ maximum: '  ', beneficiaries: [{ name: ' Ada ', address: ' z1Ada ', share: '40.50', url: ' https://ada.example ' }, { name: 'Eve', address: 'z1Eve', share: '59.5', url: '  ' }] }),
      6,
    );
    expect(result.ok && result.value.amount.maximum).toBeNull();
    expect(result.ok && result.value.beneficiaries).toEqual([
      { name: 'Ada', address: 'z1Ada', share: '40.5', url: 'https://ada.example' },
      { name: 'Eve', address: 'z1Eve', share: '59.5' },
    ]);
    const noPage = validateDonationSettings(draft({ beneficiaries: [{ name: 'Ada', address: 'z1Ada', share: '100' }] }), 6);
    expect(noPage.ok && noPage.value.beneficiaries).toEqual([{ name: 'Ada', address: 'z1Ada', share: '100' }]);
  });
  it('a minimum or a default preset of spaces is left empty: 0 and the checkout’s middle preset', () => {
    const result = validateDonationSettings(draft({ minimum: '  ', preset: '  ' }), 6);
    expect(result.ok && [result.value.amount.minimum, result.value.amount.preset]).toEqual(['0', null]);
  });
});

describe('presets as typed and beneficiary pages', () => {
  it('"1,000" is refused with a message about the thousands separator, not read as 1 and 000', () => {
    for (const [typed, shown] of [['1,000', '1,000'], ['5, 1,000, 10', '1,000'], ['12,500.5', '12,500.5'], ['10,100', '10,100'], ['1,000,000', '1,000,000'], ['12,500.55', '12,500.55']] as const) {
      const result = presetsFromText(typed);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.message).toBe(`“${shown}” looks like one amount with a thousands separator. Write amounts without separators (1000) and separate presets with commas, e.g. 1, 5, 10`);
    }
  });
  it('commas, Chinese commas and spaces separate presets', () => {
    expect(presetsFromText('1, 5, 10')).toEqual({ ok: true, presets: ['1', '5', '10'] });
    expect(presetsFromText('1,5,10')).toEqual({ ok: true, presets: ['1', '5', '10'] });
    expect(presetsFromText('1，5 10.5')).toEqual({ ok: true, presets: ['1', '5', '10.5'] });
    expect(presetsFromText('1000, 2500')).toEqual({ ok: true, presets: ['1000', '2500'] });
    expect(presetsFromText(', 1, 5,')).toEqual({ ok: true, presets: ['1', '5'] });
  });
  it('a beneficiary page must be http(s); javascript: and friends are refused', () => {
    const ada = { name: 'Ada', address: 'z1Ada', share: '100' };
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.example', 'vbscript:x']) {
      expect(errorsOf(draft({ beneficiaries: [{ ...ada, url }] }))).toEqual({ beneficiaries: 'A beneficiary’s page must be an http:// or https:// address' });
    }
    const ok = validateDonationSettings(draft({ beneficiaries: [{ ...ada, url: 'https://ada.example' }] }), 6);
    expect(ok.ok && ok.value.beneficiaries).toEqual([{ name: 'Ada', address: 'z1Ada', share: '100', url: 'https://ada.example' }]);
  });
});
