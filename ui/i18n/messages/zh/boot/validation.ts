import type { validation as en } from '../../en/boot/validation';

export const validation: Record<keyof typeof en, string> = {
  'validation.required': '必填项',
  'validation.invalid': '无效',
  'validation.custom': '{message}',
  'validation.number': '请输入有效的数字',
  'validation.amountFormat': '请只输入数字和最多一个小数点，例如 1000.5',
  'validation.amountPrecision': '金额小数位数必须在 {precision} 位以内',
  'validation.exceedInventory': '库存不足',
  'validation.exceedPurchaseLimit': '超出购买限制',
  'validation.quantityRange': '请输入 {min} 到 {max} 之间的整数',
  'validation.donationBetween': '金额必须介于 {min} 和 {max} 之间。',
  'validation.donationZero': '金额为 0 的打赏无法支付，请输入大于 0 的金额。',
  'validation.email': '请输入有效的邮箱地址',
  'validation.emailTooLong': '邮箱地址最多 254 个字符',
  'validation.emailLocalTooLong': '邮箱 @ 之前的部分最多 64 个字符',
  'validation.phone': '请输入有效的电话号码',
  'validation.postalCode': '请输入有效的邮政编码',
  'validation.thresholdMin': '阈值必须大于0',
  'validation.dailyLimit': '请输入大于 0 的金额，或留空',
  'validation.amountMax': '最多为 {max}',
};
