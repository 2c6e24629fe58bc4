// A valid app DID from a number, for tests and scripted sandbox set-ups that create apps without
// a browser key pair (the same shape as a generated one: blocklet type bytes, 20 + 4 bytes).
import { base58Encode } from '@domain/store/app-did';

export function exampleAppDid(seed: number): string {
  const body = Array.from({ length: 24 }, (_, i) => (seed * 131 + i * 17 + 1) % 256);
  return `z${base58Encode(Uint8Array.from([0x0c, 0x01, ...body]))}`;
}
