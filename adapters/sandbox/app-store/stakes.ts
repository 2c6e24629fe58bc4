// The store's stakes under the staking permission mode (docs/reference/store-shell.md §3.1): the developer
// passport's stake (DID Connect stake-and-join) and one publish stake per app, taken when the app
// is first published. Both leave the signing wallet through the sandbox wallet's money rules
// (engine/wallet-funds.ts): above the balance the wallet refuses and nothing changes.
import { fromTokenToUnit } from '@domain/money';
import { CURRENCY } from '../catalog/currencies';
import { payFromWallet, requireFunds, signingWalletDid } from '../engine/wallet-funds';
import { refuse } from '../engine/errors';
import type { SandboxData, PendingWalletRequest } from '../model';
import type { SandboxStore } from '../state';
import { nowIso, readStore, updateStore } from './access';
import type { StoreData, StoreStakeRecord } from './model';

/** passportStakeCurrency and the amounts of the store preferences (tokens, reference defaults). */
export const STAKE_CURRENCY = CURRENCY.abt;
export const PASSPORT_STAKE_TOKENS = '1';
export const PUBLISH_STAKE_TOKENS = '1';
const units = (tokens: string) => fromTokenToUnit(tokens, 18);

const stakesOf = (data: StoreData) => data.stakes ?? [];

export const hasPassportStake = (data: StoreData, userDid: string) => stakesOf(data).some((s) => s.purpose === 'passport' && s.userDid === userDid);

/** Publishing needs a stake under staking mode, once per app (a later version adds none). */
export const publishStakeNeeded = (data: StoreData, appDid: string) =>
  data.permissionMode === 'staking' && !stakesOf(data).some((s) => s.purpose === 'publish' && s.appDid === appDid);

const PUBLISH_ACTIONS = new Set(['free-publish-blocklet', 'paid-publish-blocklet']);

/** What the wallet panel shows for a store request: the stake it locks, if any. */
export function describeStoreStake(data: SandboxData, action: string, params: Readonly<Record<string, string>>): Pick<PendingWalletRequest, 'amount' | 'currencyId'> {
  if (action === 'stake-and-join') return { amount: units(PASSPORT_STAKE_TOKENS), currencyId: STAKE_CURRENCY };
  const slice = data.appStore;
  if (PUBLISH_ACTIONS.has(action) && slice && params.did && publishStakeNeeded(slice, params.did))
    return { amount: units(PUBLISH_STAKE_TOKENS), currencyId: STAKE_CURRENCY };
  return {};
}

function recordStake(store: SandboxStore, stake: Omit<StoreStakeRecord, 'id' | 'createdAt'>) {
  updateStore(store, (s) => {
    s.seq += 1;
    s.stakes = [...stakesOf(s), { ...stake, id: `stake_${String(s.seq).padStart(5, '0')}`, createdAt: nowIso(store) }];
  });
}

/** The wallet approved stake-and-join: lock the passport stake (once; a second approval adds none). */
export function stakeToJoin(store: SandboxStore): void {
  const data = readStore(store);
  if (data.permissionMode !== 'staking') throw refuse(400, 'Your must be invited to access this store', 'NEED_INVITE');
  const did = signingWalletDid(store.read());
  if (hasPassportStake(data, did)) return;
  const amount = units(PASSPORT_STAKE_TOKENS);
  payFromWallet(store, STAKE_CURRENCY, amount, 'Developer passport stake');
  recordStake(store, { purpose: 'passport', userDid: did, appDid: null, amount, currencyId: STAKE_CURRENCY });
}

/**
 * Publishing under staking mode: `publish` runs only when the wallet holds the app's publish stake
 * (refused before anything changes), and the stake is locked once the version is published.
 */
export function withPublishStake(store: SandboxStore, appDid: string, publish: () => void): void {
  const needed = publishStakeNeeded(readStore(store), appDid);
  const did = signingWalletDid(store.read());
  const amount = units(PUBLISH_STAKE_TOKENS);
  if (needed) requireFunds(store.read(), did, STAKE_CURRENCY, amount);
  publish();
  if (!needed) return;
  payFromWallet(store, STAKE_CURRENCY, amount, 'Publish stake');
  recordStake(store, { purpose: 'publish', userDid: did, appDid, amount, currencyId: STAKE_CURRENCY });
}
