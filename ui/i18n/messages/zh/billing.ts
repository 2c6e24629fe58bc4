import type { billing as en } from '../en/billing';

export const billing: Record<keyof typeof en, string> = {
  'billing.overdue.title': '支付欠费账单',
  'billing.overdue.summarySubscription':
    '您的订阅 {name} 有 {count} 张欠费账单，欠费总额为 {total}，您需要支付这些账单以激活订阅，或在进行新的购买之前完成支付。',
  'billing.overdue.summarySubscriptionOne':
    '您的订阅 {name} 有 1 张欠费账单，欠费总额为 {total}，您需要支付该账单以激活订阅，或在进行新的购买之前完成支付。',
  'billing.overdue.summaryCustomer': '您有 {count} 张欠费账单，欠费总额为 {total}，您需要在进行新的购买之前完成支付。',
  'billing.overdue.summaryCustomerOne': '您有 1 张欠费账单，欠费总额为 {total}，您需要在进行新的购买之前完成支付。',
  'billing.overdue.loading': '正在加载欠费账单…',
  'billing.overdue.payNow': '立即支付',
  'billing.overdue.payNowLabel': '立即支付（{amount}）',
  'billing.overdue.processing': '处理中',
  'billing.overdue.paid': '已支付',
  'billing.overdue.payFailed': '账单支付失败',
  'billing.overdue.retryLabel': '重试（{amount}）',
  'billing.overdue.notSupported': '此处不支持该支付方式。请在账单页面支付这些账单。',
  'billing.overdue.openInvoice': '打开账单页面',
  'billing.overdue.empty': '恭喜！您当前没有欠费账单。',
  'billing.overdue.iKnow': '我知道了',
  'billing.overdue.paySuccess': '账单支付成功',
  'billing.overdue.viewAll': '查看欠费账单',
  'billing.pastDue.title': '欠费账单',
  'billing.pastDue.description': '请立即支付，否则新的购买或者订阅将被禁止。',
  'billing.pastDue.group': '{symbol} 欠费',
  'billing.pastDue.groupTotal': '欠费总额：{amount}',
  'billing.pastDue.invoiceCount': '{count} 张账单',
  'billing.pastDue.invoiceCountOne': '1 张账单',
  'billing.pastDue.view': '查看',
  'billing.pastDue.viewLabel': '查看账单 {number}',
  'billing.invoice.pay': '支付',
  'billing.invoice.payLabel': '支付账单 {number}',
};
