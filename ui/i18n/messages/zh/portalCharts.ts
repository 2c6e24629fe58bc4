import type { portalCharts as en } from '../en/portalCharts';

// 门户首页图表的中文文本（docs/portal.md）：额度余额走势与每月支出，按币种，附表格形式。
export const portalCharts: Record<keyof typeof en, string> = {
  'portalCharts.title': '账户动态',
  'portalCharts.loading': '正在加载您的账单记录……',
  'portalCharts.failed': '无法加载您的账单记录。',
  'portalCharts.empty': '暂无额度变动或付款记录。有记录后，这里会显示您的余额与支出图表。',
  'portalCharts.currency': '币种',
  'portalCharts.balance.title': '额度余额走势',
  'portalCharts.balance.summary':
    '{currency}：从 {from} 到 {to} 共 {count} 天有变动；当前余额 {last}，最高 {max}。',
  'portalCharts.balance.empty': '暂无额度变动。',
  'portalCharts.balance.day': '日期',
  'portalCharts.balance.value': '余额',
  'portalCharts.spend.title': '每月支出',
  'portalCharts.spend.summary':
    '{currency}：从 {from} 到 {to} 的 {count} 个月共支付 {total}；{topMonth} 最多（{top}）。',
  'portalCharts.spend.empty': '暂无付款。',
  'portalCharts.spend.month': '月份',
  'portalCharts.spend.value': '支付金额',
  'portalCharts.showTable': '以表格显示数据',
  'portalCharts.hideTable': '隐藏表格',
};
