import { describe, expect, it } from 'vitest';
import { validateAppDid } from '@domain/store';
import { base58, didFromPublicKey, generateAppKeyPair } from './key-pair';

describe('app key pair', () => {
  it('encodes base58 with leading zero bytes', () => {
    expect(base58(Uint8Array.from([0, 0, 1]))).toBe('112');
    expect(base58(new TextEncoder().encode('hello'))).toBe('Cn8eVZg');
  });

  it('makes a fresh Ed25519 pair each time, with a DID derived from the public key', async () => {
    const a = await generateAppKeyPair();
    const b = await generateAppKeyPair();
    expect(a.publicKey).toMatch(/^0x[0-9a-f]{64}$/);
    expect(a.secretKey).toMatch(/^0x[0-9a-f]{128}$/);
    expect(a.secretKey.endsWith(a.publicKey.slice(2))).toBe(true);
    expect(a.did).toMatch(/^z[1-9A-HJ-NP-Za-km-z]+$/);
    expect(a.did).not.toBe(b.did);
    // What the create form and the store accept as an app DID.
    expect(validateAppDid(a.did)).toEqual({ ok: true, value: a.did });
    const raw = Uint8Array.from(a.publicKey.slice(2).match(/../g)!.map((h) => parseInt(h, 16)));
    expect(await didFromPublicKey(raw)).toBe(a.did);
  });
});
