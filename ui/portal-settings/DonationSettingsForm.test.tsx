import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@test/render';
import { DonationSettingsForm } from './DonationSettingsForm';

const initial = { presets: ['1', '5', '10'], preset: '5', custom: true, minimum: '0.5', maximum: '100', btnText: '', thankYou: '', beneficiaries: [] };

describe('DonationSettingsForm', () => {
  it('falls back to the middle preset when the chosen default leaves the presets, and saves what the select shows', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderUi(<DonationSettingsForm location="blog" initial={initial} symbol="ABT" precision={6} busy={false} error={null} onSave={onSave} onCancel={vi.fn()} />);
    const presets = screen.getByRole('textbox', { name: /Preset/ });
    await user.clear(presets);
    await user.type(presets, '2, 4, 6');
    expect(screen.getByRole('combobox', { name: 'Selected first' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toMatchObject({ amount: { presets: ['2', '4', '6'], preset: null } });
  });

  it('keeps a default that is still a preset', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderUi(<DonationSettingsForm location="blog" initial={initial} symbol="ABT" precision={6} busy={false} error={null} onSave={onSave} onCancel={vi.fn()} />);
    const presets = screen.getByRole('textbox', { name: /Preset/ });
    await user.clear(presets);
    await user.type(presets, '5, 20');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ amount: { presets: ['5', '20'], preset: '5' } });
  });
});
