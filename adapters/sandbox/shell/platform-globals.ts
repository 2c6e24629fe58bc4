// What a blocklet server injects for the shell, sandbox edition: the navigation model (every
// section, localized titles, roles, nested items), the theme preference, toast alerts for
// notifications and the Products item's index. Merged into window.blocklet by ../platform.ts.
import type { NavigationItem } from '@domain/model';

const nav: NavigationItem[] = [
  { id: 'home', title: { en: 'Home', zh: '首页', 'zh-TW': '首頁', ja: 'ホーム' }, link: '/', section: 'header' },
  { id: 'sandbox', title: { en: 'Sandbox', zh: '沙盒' }, link: '/sandbox', section: 'header' },
  {
    id: 'billing',
    title: { en: 'Billing', zh: '账单' },
    link: '/customer/invoice/past-due',
    section: ['header', 'userCenter'],
    role: ['member', 'developer', 'admin', 'owner'],
  },
  { id: 'developer', title: { en: 'Developer', zh: '开发者' }, link: '/store/developer/blocklets', section: ['header', 'dashboard'], role: ['developer'] },
  { id: 'console', title: { en: 'Console', zh: '控制台' }, link: '/store/console/blocklets', section: ['header', 'dashboard'], role: ['admin', 'owner'] },
  {
    id: 'resources',
    title: { en: 'Resources', zh: '资源' },
    section: 'header',
    items: [
      { id: 'platform', title: { en: 'Blocklet Platform', zh: 'Blocklet 平台' }, description: { en: 'Run and host blocklets', zh: '运行和托管 blocklet' }, link: 'https://www.arcblock.io/en/platform' },
      { id: 'docs', title: { en: 'Developer docs', zh: '开发者文档' }, description: { en: 'Build your own blocklet', zh: '构建您自己的 blocklet' }, link: 'https://www.arcblock.io/docs' },
    ],
  },
  { id: '/userCenter/notification', title: { en: 'Notifications', zh: '通知' }, link: '/notifications', section: 'userCenter' },
  { id: 'manage__developer', title: { en: 'My Blocklets', zh: '我的应用' }, link: '/store/developer/blocklets?from=sm', section: 'sessionManager', role: ['developer'] },
  { id: 'manage__admin', title: { en: 'Blocklets', zh: '管理应用' }, link: '/store/console/blocklets?from=sm', section: 'sessionManager', role: ['admin', 'owner'] },
  { id: 'manage__billing', title: { en: 'Past-due invoices', zh: '欠费账单' }, link: '/customer/invoice/past-due', section: 'sessionManager', role: ['member', 'developer', 'admin', 'owner'] },
  { id: 'about', title: { en: 'About', zh: '关于' }, link: '/', section: 'footer' },
  { id: 'privacy', title: { en: 'Privacy', zh: '隐私' }, link: 'https://www.arcblock.io/en/privacy', section: 'bottom' },
  { id: 'terms', title: { en: 'Terms', zh: '条款' }, link: 'https://www.arcblock.io/en/termsofuse', section: 'bottom' },
  { id: 'github', title: 'GitHub', link: 'https://github.com/blocklet', section: 'social' },
];

export function sandboxShellGlobals() {
  return {
    appDescription: 'The embedded sandbox Payment Kit',
    navigation: nav,
    theme: { prefer: 'system' },
    settings: { notification: { toastAlert: true } },
    // The Products item goes after the second header item (docs/reference/store-shell.md §5.1).
    env: { USE_ARCBLOCK_THEME: '2' },
  };
}
