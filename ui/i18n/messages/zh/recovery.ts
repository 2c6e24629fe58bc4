import type { recovery as en } from '../en/recovery';

// 支付恢复路径的中文文本。
export const recovery: Record<keyof typeof en, string> = {
  'recovery.card.notCharged': '您的银行卡未被扣款。请检查信息后再次确认。',
  'recovery.card.unknown': '我们无法确定这笔付款是否成功。再次确认时会先向服务器核实，您绝不会被重复扣款。',
  'recovery.card.checking': '正在向服务器核实这笔付款是否成功……',
};
