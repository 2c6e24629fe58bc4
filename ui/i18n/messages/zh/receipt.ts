import type { receipt as en } from '../en/receipt';

export const receipt: Record<keyof typeof en, string> = {
  'receipt.title': '收据',
  'receipt.items': '商品',
  'receipt.item': '{name} × {quantity}',
  'receipt.discount': '折扣',
  'receipt.paid': '已支付',
  'receipt.stake': '质押（可退还的押金）',
  'receipt.method': '支付方式',
  'receipt.methodCurrency': '{method} · {currency}',
  'receipt.date': '日期',
  'receipt.reference': '参考编号',
  'receipt.next.payment': '接下来：您的账单已生成，您可以随时查看或打印。',
  'receipt.next.subscription': '接下来：您的订阅已开始；您可以在订阅页面更换套餐或取消订阅。',
  'receipt.next.setup': '接下来：今日未扣款；订阅将按您的用量从您的账户扣款。',
};
