// 可嵌入组件自己的文案（docs/embed.md）。
import type { embed as en } from '../en/embed';

export const embed: Record<keyof typeof en, string> = {
  'embed.invalidId': '需要提供 checkoutSession 或 paymentLink 的 ID。',
  'embed.dialogLabel': '结账',
  'embed.backToPlans': '返回方案列表',
  'embed.donate.supporters': '{count} 人打赏了',
  'embed.donate.noSupporters': '还没有人打赏，来做第一个吧。',
  'embed.donate.supportersLabel': '打赏者',
  'embed.donate.who': '打赏者',
  'embed.donate.amount': '金额',
  'embed.donate.when': '日期',
  'embed.donate.registerFailed': '无法加载打赏设置。',
  'embed.donate.startFailed': '无法开始打赏。',
  'embed.donate.supportersFailed': '无法加载打赏者。',
};
