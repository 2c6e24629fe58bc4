// An app's DID (docs/reference/store-shell.md §3.3: the new app's DID comes from a key pair). A DID address is
// 'z' + base58 of 26 bytes: 2 type bytes (role, key and hash types), 20 bytes of the public key's
// hash and a 4-byte checksum. The form and the sandbox store check the shape; the checksum is not
// checked, since it needs the hash the type bytes name (SHA-3 for a wallet's DID, which Web Crypto
// lacks; SHA-256 for one made in this browser).
import type { StoreFieldResult } from './forms';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DID_PREFIX = 'did:abt:';
/** Bytes of a DID address: type (2) + public-key hash (20) + checksum (4). */
export const APP_DID_BYTES = 26;

/** Base58 (Bitcoin alphabet); leading zero bytes become '1'. */
export function base58Encode(bytes: Uint8Array): string {
  let value = 0n;
  for (const b of bytes) value = value * 256n + BigInt(b);
  let out = '';
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)] + out;
    value /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = `1${out}`;
  }
  return out;
}

/** Base58 back to bytes, or null when a character is outside the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  let value = 0n;
  for (const ch of text) {
    const digit = ALPHABET.indexOf(ch);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value % 256n));
    value /= 256n;
  }
  for (const ch of text) {
    if (ch !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

/**
 * A pasted or generated app DID: required; `did:abt:` is dropped; it must be 'z' followed by the
 * base58 of the 26 bytes of a DID address ("This is not a valid app DID").
 */
export function validateAppDid(value: string): StoreFieldResult {
  const trimmed = value.trim();
  const address = trimmed.startsWith(DID_PREFIX) ? trimmed.slice(DID_PREFIX.length) : trimmed;
  if (!address) return { ok: false, key: 'storeForm.didRequired', message: 'The app DID is required' };
  const bytes = address.startsWith('z') ? base58Decode(address.slice(1)) : null;
  if (!bytes || bytes.length !== APP_DID_BYTES) return { ok: false, key: 'storeForm.didFormat', message: 'This is not a valid app DID' };
  return { ok: true, value: address };
}
