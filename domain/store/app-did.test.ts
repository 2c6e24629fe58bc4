import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APP_DID_BYTES, base58Decode, base58Encode, validateAppDid } from './app-did';

const address = (bytes: number[]) => `z${base58Encode(Uint8Array.from(bytes))}`;
const GOOD = address([0x0c, 0x01, ...Array.from({ length: 24 }, (_, i) => (i * 37 + 5) % 256)]);

describe('app DID', () => {
  it('base58 round-trips any bytes, leading zeros included', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
      expect(Array.from(base58Decode(base58Encode(bytes)) ?? [])).toEqual(Array.from(bytes));
    }));
    expect(base58Encode(Uint8Array.from([0, 0, 1]))).toBe('112');
    expect(Array.from(base58Decode('112') ?? [])).toEqual([0, 0, 1]);
    expect(base58Decode('0OIl')).toBeNull();
  });

  it('accepts a DID address of 26 bytes, with or without did:abt:', () => {
    expect(validateAppDid(GOOD)).toEqual({ ok: true, value: GOOD });
    expect(validateAppDid(`  did:abt:${GOOD} `)).toEqual({ ok: true, value: GOOD });
  });

  it.each([
    ['empty', '', 'storeForm.didRequired'],
    ['only the prefix', 'did:abt:', 'storeForm.didRequired'],
    ['no z prefix', GOOD.slice(1), 'storeForm.didFormat'],
    ['a character outside base58', `${GOOD.slice(0, -1)}0`, 'storeForm.didFormat'],
    ['too short', address(Array.from({ length: APP_DID_BYTES - 1 }, () => 7)), 'storeForm.didFormat'],
    ['too long', address(Array.from({ length: APP_DID_BYTES + 1 }, () => 7)), 'storeForm.didFormat'],
    ['a name', 'my-app', 'storeForm.didFormat'],
    ['another letter before the address', `y${GOOD.slice(1)}`, 'storeForm.didFormat'],
  ])('refuses %s', (_label, value, key) => {
    expect(validateAppDid(value)).toMatchObject({ ok: false, key });
  });

  it('says why, in words', () => {
    expect(validateAppDid(' ')).toEqual({ ok: false, key: 'storeForm.didRequired', message: 'The app DID is required' });
    expect(validateAppDid('my-app')).toEqual({ ok: false, key: 'storeForm.didFormat', message: 'This is not a valid app DID' });
  });
});
