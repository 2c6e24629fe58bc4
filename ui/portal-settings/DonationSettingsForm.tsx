import { ActionIcon, Alert, Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { presetsFromText, validateDonationSettings, type DonationSettingsDraft, type DonationSettingsField, type DonationSettingsValue } from '@domain/donation-settings';
import { toBig } from '@domain/money';
import { useMessageText } from '../common/useMessageText';
import { useT } from '../i18n';

export interface DonationSettingsFormProps {
  location: string;
  initial: DonationSettingsDraft;
  symbol: string;
  precision: number;
  busy: boolean;
  /** The server's refusal, as text. */
  error: string | null;
  onSave: (value: DonationSettingsValue) => void;
  onCancel: () => void;
}

/** The presets as typed, split by the domain's rule ([] while the text is refused; the save shows why). */
const splitPresets = (text: string) => {
  const split = presetsFromText(text);
  return split.ok ? split.presets : [];
};

/** Donation settings of one mount location: presets, custom range, texts, beneficiaries; validated by domain/donation-settings before saving. */
export function DonationSettingsForm({ location, initial, symbol, precision, busy, error, onSave, onCancel }: DonationSettingsFormProps) {
  const t = useT();
  const text = useMessageText();
  const [draft, setDraft] = useState(initial);
  const [presetText, setPresetText] = useState(initial.presets.join(', '));
  const [errors, setErrors] = useState<Partial<Record<DonationSettingsField, string>>>({});
  // An edited field's old error goes away at once; the next save checks everything again.
  const clear = (fields: readonly string[]) => setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !fields.includes(field))));
  const set = (patch: Partial<DonationSettingsDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    clear(Object.keys(patch).map((k) => (k === 'preset' ? 'preset' : k)));
  };
  // A default that is no longer among the presets falls back to the middle one, which is what the
  // select then shows: saving what is on screen must not fail on a value that is not.
  const shownPreset = (presets: readonly string[]) => (draft.preset === '' || presets.some((p) => toBig(p)?.isEqualTo(toBig(draft.preset) ?? NaN)) ? draft.preset : '');
  const submit = () => {
    const split = presetsFromText(presetText);
    const checked = validateDonationSettings({ ...draft, presets: split.ok ? split.presets : [], preset: shownPreset(split.ok ? split.presets : []) }, precision);
    if (!split.ok) {
      setErrors({ ...(checked.ok ? {} : Object.fromEntries(Object.entries(checked.errors).map(([field, e]) => [field, text(e)]))), presets: text(split) });
      return;
    }
    if (!checked.ok) {
      setErrors(Object.fromEntries(Object.entries(checked.errors).map(([field, e]) => [field, text(e)])));
      return;
    }
    setErrors({});
    onSave(checked.value);
  };
  const presets = splitPresets(presetText);
  return (
    <form
      noValidate
      aria-labelledby="donation-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm" data-testid="donation-settings-form">
        <Title order={3} size="h4" id="donation-form-title">
          {t('portalSettings.donations.formTitle', { location })}
        </Title>
        <TextInput label={t('portalSettings.donations.presets', { symbol })} description={t('portalSettings.donations.presetsHint')} value={presetText} onChange={(e) => {
            setPresetText(e.currentTarget.value);
            clear(['presets', 'preset']);
          }} error={errors.presets} disabled={busy} />
        <NativeSelect
          label={t('portalSettings.donations.defaultPreset')}
          value={shownPreset(presets)}
          onChange={(e) => set({ preset: e.currentTarget.value })}
          data={[{ value: '', label: t('portalSettings.donations.defaultMiddle') }, ...presets.map((p) => ({ value: p, label: `${p} ${symbol}` }))]}
          error={errors.preset}
          disabled={busy}
        />
        <Checkbox label={t('portalSettings.donations.custom')} checked={draft.custom} onChange={(e) => set({ custom: e.currentTarget.checked })} disabled={busy} />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label={t('portalSettings.donations.minimum', { symbol })} inputMode="decimal" value={draft.minimum} onChange={(e) => set({ minimum: e.currentTarget.value })} error={errors.minimum} disabled={busy} />
          <TextInput label={t('portalSettings.donations.maximum', { symbol })} description={t('portalSettings.donations.maximumHint')} inputMode="decimal" value={draft.maximum} onChange={(e) => set({ maximum: e.currentTarget.value })} error={errors.maximum} disabled={busy} />
        </Group>
        <TextInput label={t('portalSettings.donations.btnText')} description={t('portalSettings.donations.btnTextHint')} value={draft.btnText} onChange={(e) => set({ btnText: e.currentTarget.value })} error={errors.btnText} disabled={busy} />
        <TextInput label={t('portalSettings.donations.thankYou')} description={t('portalSettings.donations.thankYouHint')} value={draft.thankYou} onChange={(e) => set({ thankYou: e.currentTarget.value })} error={errors.thankYou} disabled={busy} />
        <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={500} size="sm">
            {t('portalSettings.donations.beneficiaries')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('portalSettings.donations.beneficiariesHint')}
          </Text>
          {draft.beneficiaries.map((b, index) => (
            <Group key={index} align="flex-end" gap="xs" wrap="wrap">
              <TextInput label={t('portalSettings.donations.beneficiaryName')} value={b.name} onChange={(e) => set({ beneficiaries: draft.beneficiaries.map((x, i) => (i === index ? { ...x, name: e.currentTarget.value } : x)) })} disabled={busy} />
              <TextInput label={t('portalSettings.donations.beneficiaryAddress')} value={b.address} onChange={(e) => set({ beneficiaries: draft.beneficiaries.map((x, i) => (i === index ? { ...x, address: e.currentTarget.value } : x)) })} disabled={busy} />
              <TextInput label={t('portalSettings.donations.beneficiaryUrl')} placeholder="https://" inputMode="url" value={b.url ?? ''} onChange={(e) => set({ beneficiaries: draft.beneficiaries.map((x, i) => (i === index ? { ...x, url: e.currentTarget.value } : x)) })} disabled={busy} />
              <TextInput w={110} label={t('portalSettings.donations.beneficiaryShare')} inputMode="decimal" value={b.share} onChange={(e) => set({ beneficiaries: draft.beneficiaries.map((x, i) => (i === index ? { ...x, share: e.currentTarget.value } : x)) })} disabled={busy} />
              <ActionIcon variant="default" size="lg" aria-label={t('portalSettings.donations.removeBeneficiary', { index: index + 1 })} onClick={() => set({ beneficiaries: draft.beneficiaries.filter((_, i) => i !== index) })} disabled={busy}>
                ×
              </ActionIcon>
            </Group>
          ))}
          {errors.beneficiaries ? (
            <Text c="red.8" size="sm" role="alert">
              {errors.beneficiaries}
            </Text>
          ) : null}
          <Button variant="light" w="fit-content" onClick={() => set({ beneficiaries: [...draft.beneficiaries, { name: '', address: '', share: '' }] })} disabled={busy}>
            {t('portalSettings.donations.addBeneficiary')}
          </Button>
        </Stack>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('portalSettings.donations.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('portalSettings.donations.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
