import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { base58Encode } from '@domain/store';
import { renderUi } from '@test/render';
import { CreateAppForm } from './CreateAppForm';

const did = (fill: number) => `z${base58Encode(Uint8Array.from([0x0c, 0x01, ...Array.from({ length: 24 }, () => fill)]))}`;
const PAIR = { did: did(9), publicKey: `0x${'ab'.repeat(32)}`, secretKey: `0x${'cd'.repeat(64)}` };

/** Pastes into a field (typing a 36-character DID key by key is slow on a loaded machine). */
async function paste(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(value);
}

function setup(onGenerate = vi.fn(async () => PAIR)) {
  const onSubmit = vi.fn();
  renderUi(<CreateAppForm busy={false} nameTaken={false} onName={vi.fn()} onGenerate={onGenerate} onCopy={vi.fn()} onSubmit={onSubmit} onCancel={vi.fn()} />);
  return { onSubmit, onGenerate, user: userEvent.setup() };
}

describe('CreateAppForm: the app DID from a key pair', () => {
  it('refuses a missing or malformed DID, then creates with a pasted one (did:abt: dropped)', async () => {
    const { onSubmit, user } = setup();
    await paste(user, 'Name', 'pasted-app');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('The app DID is required')).toBeInTheDocument();
    await paste(user, 'App DID', 'z2qaNotADid');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('This is not a valid app DID')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox', { name: 'App DID' }));
    await paste(user, 'App DID', `did:abt:${did(3)}`);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'pasted-app', remark: '', permission: 'Public', did: did(3) });
  });

  it('generates a pair, shows it once with copy buttons, and creates only after the secret key is saved', async () => {
    const { onSubmit, onGenerate, user } = setup();
    await paste(user, 'Name', 'made-here');
    await user.click(screen.getByRole('button', { name: 'Generate key pair' }));
    expect(onGenerate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'App DID' })).toHaveValue(PAIR.did);
    const shown = screen.getByRole('region', { name: 'Generate an app DID' });
    expect(within(shown).getByText(PAIR.secretKey)).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Copy Secret key' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Save the secret key first: it will not be shown again.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved the secret key' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'made-here', remark: '', permission: 'Public', did: PAIR.did });
  });

  it('drops the generated pair when the DID is edited, and says when the browser cannot generate', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Generate key pair' }));
    await user.type(screen.getByRole('textbox', { name: 'App DID' }), 'x');
    expect(screen.queryByRole('region', { name: 'Generate an app DID' })).toBeNull();
    expect(screen.getByText('The DID was changed, so the generated key pair is no longer used.')).toBeInTheDocument();

    const failing = setup(vi.fn(async () => Promise.reject(new Error('no Ed25519'))));
    await failing.user.click(screen.getAllByRole('button', { name: 'Generate key pair' })[1]!);
    expect(screen.getByText('This browser cannot generate keys (Web Crypto Ed25519 is missing).')).toBeInTheDocument();
  });
});
