// An app DID key pair made in the browser with Web Crypto (Ed25519), loaded on use. The address
// follows the DID shape (type bytes, hash of the public key, checksum, base58, 'z' prefix); Web
// Crypto has no SHA-3, so the hash is SHA-256 where the wallet uses SHA-3.
import { base58Encode } from '@domain/store/app-did';

/** Base58 of the DID address (the domain's, which also checks a pasted DID). */
export const base58 = base58Encode;

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export interface AppKeyPair {
  did: string;
  publicKey: string;
  secretKey: string;
}

/** Role 'blocklet' (0x0c), key type ed25519 (0x00), hash sha2 (0x01) as in the DID type bytes. */
const TYPE_BYTES = Uint8Array.from([0x0c, 0x01]);

export async function didFromPublicKey(publicKey: Uint8Array, subtle: SubtleCrypto = crypto.subtle): Promise<string> {
  const hash = new Uint8Array(await subtle.digest('SHA-256', new Uint8Array(publicKey))).slice(0, 20);
  const body = new Uint8Array([...TYPE_BYTES, ...hash]);
  const checksum = new Uint8Array(await subtle.digest('SHA-256', body)).slice(0, 4);
  return `z${base58(new Uint8Array([...body, ...checksum]))}`;
}

export async function generateAppKeyPair(subtle: SubtleCrypto = crypto.subtle): Promise<AppKeyPair> {
  const pair = (await subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = new Uint8Array(await subtle.exportKey('raw', pair.publicKey));
  const pkcs8 = new Uint8Array(await subtle.exportKey('pkcs8', pair.privateKey));
  // The last 32 bytes of an Ed25519 PKCS#8 key are the seed; secret key = seed ‖ public key.
  const seed = pkcs8.slice(-32);
  return { did: await didFromPublicKey(publicKey, subtle), publicKey: `0x${hex(publicKey)}`, secretKey: `0x${hex(seed)}${hex(publicKey)}` };
}
