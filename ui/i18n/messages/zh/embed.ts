// 可嵌入组件自己的文案（docs/embed.md）。
import type { embed as en } from '../en/embed';

export const embed: Record<keyof typeof en, string> = {
  'embed.invalidId': '需要提供 checkoutSession 或 paymentLink 的 ID。',
  'embed.dialogLabel': '结账',
  'embed.backToPlans': '返回方案列表',
};
