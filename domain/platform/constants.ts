// Shell, menu and table limits of docs/spec/shell-store-and-tables.md §9 and docs/spec/checkout-and-billing.md §9, in one place so that UI and
// machines share them.

export const HEADER = {
  heightPx: 64,
  menuMinItemWidthPx: 260,
  menuResizeDebounceMs: 100,
} as const;

/** The Products menu label per navigation locale. */
export const PRODUCTS_MENU_LABEL: Readonly<Record<string, string>> = {
  en: 'Products',
  zh: '产品',
  'zh-TW': '產品',
  ja: '製品',
};

export const productsMenuLabel = (locale: string): string => PRODUCTS_MENU_LABEL[locale] ?? 'Products';

export const SESSION_APPS_POPUP = { widthPx: 350, maxHeightPx: 350 } as const;

export const TOAST_LAYOUT = { widthPx: 400, smallWidthPx: 300, descriptionLines: 3 } as const;

export const TABLE = {
  pageSize: 10,
  mobilePageSize: 5,
  pageSizeOptions: [5, 10, 20, 50, 100] as ReadonlyArray<number>,
  searchDebounceMs: 300,
  paidRefreshDebounceMs: 1000,
  paidRefreshMaxWaitMs: 5000,
} as const;

/** Tables show 10 rows, 5 on mobile. */
export const tablePageSize = (isMobile: boolean): number => (isMobile ? TABLE.mobilePageSize : TABLE.pageSize);

export const PROGRESS_BAR = { minimumMs: 250, ghostMs: 100, restartAfterMs: 500 } as const;

export const TIMINGS = {
  skeletonMinMs: 500,
  shakeMs: 1000,
  pollIntervalMs: 2000,
  pollTimeoutMs: 180000,
  cardDelayMs: 200,
  donationRandomAnimationMs: 800,
  analyticsDelayMs: 200,
} as const;

export const REALTIME = {
  relayLongPollTimeoutMs: 5000,
  relayHeartbeatMs: 30000,
  notificationsHeartbeatMs: 100000,
} as const;
