import type { payer as en } from '../../en/boot/payer';

export const payer: Record<keyof typeof en, string> = {
  'checkout.dueToday': '今日应付',
  'checkout.dueToday.withStake': '{payment} 付款 + {stake} 可退还押金',
  'checkout.dueToday.trialWithStake': '{trial}，另加 {stake} 可退还押金',
};
