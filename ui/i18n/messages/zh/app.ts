import type { app as en } from '../en/app';

// 已登录应用外壳（issue #12）：受保护区域、通知、用户菜单、横幅、错误页。
export const app: Record<keyof typeof en, string> = {
  'app.notifications.title': '通知',
};
