// Stake: the refundable deposit of a subscription paid from a DID wallet.
export {
  /** Stake in the smallest unit: max(billing threshold, min stake) as unit, else Σ recurring lines. */
  getStakingAmount,
  /** The larger of billing_threshold_amount and min_stake_amount (token units). */
  getStakeThreshold,
  type StakeSettingsLike,
} from './staking-amount';
export {
  /** !no_stake && method.type === 'arcblock' && currency.type !== 'credit'. */
  showStaking,
} from './show-staking';
