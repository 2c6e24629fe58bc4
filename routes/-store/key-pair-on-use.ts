// The app key pair for the key-pair page and the create-app form: the Web Crypto generator is a
// separate chunk, loaded when somebody asks for a pair (not with any store page).
import type { KeyPairView } from '@ui/store/KeyPairFields';
import { useStoreNotifier } from './notify';

export async function generateKeyPairOnUse(): Promise<KeyPairView> {
  const { generateAppKeyPair } = await import('@adapters/store/key-pair');
  return generateAppKeyPair();
}

/** Copies one part of a pair and says so ("App DID copied"). */
export function useKeyPairCopy(): (value: string, what: string) => void {
  const notify = useStoreNotifier();
  return (value, what) => void navigator.clipboard?.writeText(value).then(() => notify({ tone: 'success', key: 'store.keypair.copied', params: { what } }));
}
