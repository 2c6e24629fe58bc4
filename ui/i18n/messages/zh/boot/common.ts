import type { common as en } from '../../en/boot/common';

export const common: Record<keyof typeof en, string> = {
  'common.appName': '支付套件',
  'common.home': '首页',
  'common.refresh': '刷新',
  'common.retry': '重试',
  'common.back': '返回',
  'common.close': '关闭',
  'common.cancel': '取消',
  'common.loading': '加载中…',
  'common.required': '必填',
  'common.invalid': '无效',
  'error.title': '出错了...',
  'error.description': '页面遇到意外错误。请刷新重试，或返回首页。',
  'error.details': '详情',
  'notFound.title': '页面不存在',
  'notFound.description': '您要找的页面不存在或已被移动。',
  'error.unknown': '未知错误',
  'error.network': '网络请求失败，请检查网络连接后重试。',
  'error.timeout': '服务器响应超时，请稍后重试。',
  'error.decode': '服务器返回的数据无法识别（{detail}）。',
};
