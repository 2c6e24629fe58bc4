// 促销码输入框与服务器拒绝原因的中文文本（issue 30 第 2 项）：首次点击“添加促销码”时随输入框加载。
import type { promotion as en } from '../en/promotion';

export const promotion: Record<keyof typeof en, string> = {
  'checkout.promotion.label': '促销码',
  'checkout.promotion.placeholder': '输入促销码',
  'checkout.promotion.apply': '应用',
  'checkout.promotion.applying': '正在应用…',
  'checkout.promotion.cancel': '取消',
  'error.PROMOTION_CODE_REQUIRED': '请输入促销码。',
  'error.PROMOTION_CODE_NOT_FOUND': '该促销码不存在，请检查拼写后重试。',
  'error.PROMOTION_CODE_INACTIVE': '该促销码已停用。',
  'error.PROMOTION_CODE_EXPIRED': '该促销码已过期。',
  'error.PROMOTION_CODE_EXHAUSTED': '该促销码已达到使用次数上限。',
  'error.PROMOTION_CODE_CURRENCY': '该促销码不能用于所选币种。',
  'error.PROMOTION_CODE_MINIMUM': '订单金额未达到该促销码的最低消费要求。',
  'error.PROMOTION_CODES_NOT_ALLOWED': '此结账不允许使用促销码。',
  'error.PROMOTION_CODE_NOT_APPLIED': '当前未应用促销码。',
};
