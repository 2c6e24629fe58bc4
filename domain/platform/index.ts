/** isDeveloper(user): any passport with role developer; isAdminRole(role): owner or admin. */
export { isDeveloper, isAdminRole, isBlockedUser, ADMIN_ROLES, GUEST_ROLE, DEVELOPER_ROLE } from './roles';
/**
 * Navigation: isNavItemVisible / filterNavByRole (roles include the user's role or guest; no role
 * sees only unrestricted items), navSection, sessionMenuLinks (first 5), isSessionAppVisible, localizedText.
 */
export {
  isNavItemVisible,
  filterNavByRole,
  navRoles,
  navSection,
  sessionMenuLinks,
  isSessionAppVisible,
  localizedText,
  SESSION_MENU_MAX_LINKS,
} from './navigation';
/** Temporary-domain warning: shouldShowDomainWarning({ host, href, now, skippedAt, isMobile }) with the 30-day snooze. */
export {
  shouldShowDomainWarning,
  isTemporaryDomain,
  isSnoozed,
  domainWarningSnoozeValue,
  domainWarningVariant,
  TEMPORARY_DOMAIN_SUFFIXES,
  DOMAIN_WARNING_SKIP_KEY,
  DOMAIN_WARNING_SNOOZE_DAYS,
  DOMAINS_ADMIN_PATH,
  type DomainWarningInput,
} from './domain-warning';
/** Cookie consent: cookie name/value/expiry, banner texts (en, zh, fallback en), shouldShowCookieBanner. */
export {
  COOKIE_CONSENT,
  COOKIE_BANNER_LAYOUT,
  cookieBannerText,
  consentCookieValue,
  consentCookieAttributes,
  shouldShowCookieBanner,
  type CookieBannerInput,
} from './cookie-consent';
/** Wallet constants: transaction types, gas limits, default decimals 18, default token ABT, send statuses. */
export {
  WALLET_TX_TYPES,
  isSupportedTxType,
  GAS_LIMITS,
  DEFAULT_TOKEN_DECIMALS,
  DEFAULT_TOKEN_SYMBOL,
  SEND_STATUSES,
  isFinalSendStatus,
  isFailedSendStatus,
  type WalletTxType,
  type SendStatus,
} from './wallet';
/** Notifications: toastDuration (error, warning, sticky stay → null; others 5000 ms), shouldToast, unread counting. */
export { toastDuration, shouldToast, unreadAfterCreate, unreadAfterRead, canAutoRead, TOAST_DURATION_MS, type ToastContext } from './notifications';
/** Header, menu, table and timing constants of docs/spec/shell-store-and-tables.md §9 and docs/spec/checkout-and-billing.md §9. */
export {
  HEADER,
  PRODUCTS_MENU_LABEL,
  productsMenuLabel,
  SESSION_APPS_POPUP,
  TOAST_LAYOUT,
  TABLE,
  tablePageSize,
  PROGRESS_BAR,
  TIMINGS,
  REALTIME,
} from './constants';
/** Browser storage keys (currency preference, donation memory, embed mode) and the livemode and embed flags' readers. */
export {
  EMBED_MODE_KEY,
  EMBED_MODE_ON,
  INVITER_KEY,
  currencyPreferenceKey,
  donationPresetKey,
  donationCustomAmountKey,
  isEmbedMode,
  readLivemode,
  LIVEMODE_KEY,
} from './storage-keys';
