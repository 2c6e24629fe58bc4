import type { pricingTable as en } from '../en/pricingTable';

export const pricingTable: Record<keyof typeof en, string> = {
  'pricingTable.interval': '计费周期',
  'pricingTable.currency': '币种',
  'pricingTable.plans': '套餐：{name}',
  'pricingTable.loading': '正在加载定价表',
  'pricingTable.empty': '没有可购买的商品',
  'pricingTable.emptyDescription': '此定价表还没有套餐。',
  'pricingTable.notFoundTitle': '未找到定价表',
  'pricingTable.notFoundDescription': '此定价表不存在或已不再提供。',
  'pricingTable.tryForFree': '免费试用',
  'pricingTable.select': '选择',
  'pricingTable.selected': '已选择',
  'pricingTable.subscribe': '订阅',
  'pricingTable.choosePlan': '{action}：{name}',
  'pricingTable.opening': '正在打开结账页面…',
  'pricingTable.features': '{name} 包含的内容',
  'pricingTable.highlight.popular': '最受欢迎',
  'pricingTable.highlight.recommended': '推荐',
  'pricingTable.highlight.deal': '优惠',
};
