// Wallet constants of docs/spec/shell-store-and-tables.md §9.

export const WALLET_TX_TYPES = [
  'Transfer',
  'TransferV2',
  'Exchange',
  'ExchangeV2',
  'AcquireAssetV2',
  'Delegate',
  'RevokeStake',
  'ClaimStake',
  'CreateAsset',
  'CreateFactory',
  'CreateToken',
  'ConsumeAsset',
] as const;
export type WalletTxType = (typeof WALLET_TX_TYPES)[number];

const supported: ReadonlySet<string> = new Set(WALLET_TX_TYPES);
export const isSupportedTxType = (type: string): type is WalletTxType => supported.has(type);

/**
 * The spec lists four gas limits without naming them; the names follow the usual EVM costs
 * (21000 + 20% for a plain transfer, token transfer, approval, generic contract call).
 */
export const GAS_LIMITS = {
  nativeTransfer: 25200,
  tokenTransfer: 80000,
  approve: 40000,
  contractCall: 100000,
} as const;

export const DEFAULT_TOKEN_DECIMALS = 18;
export const DEFAULT_TOKEN_SYMBOL = 'ABT';

export const SEND_STATUSES = ['WAITING', 'PENDING', 'OK', 'replaced', 'fail-before-send', 'fail'] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];

/** OK, replaced and the two failures end a send; WAITING and PENDING are still in flight. */
export const isFinalSendStatus = (status: SendStatus): boolean => status !== 'WAITING' && status !== 'PENDING';
export const isFailedSendStatus = (status: SendStatus): boolean => status === 'fail' || status === 'fail-before-send';
