/** Maps a platform locale to the date locale: zh, zh-* and tw → zh; others → en. */
export { toDateLocale, type DateLocale } from './date-locale';
/** formatDate(value, format = 'YYYY-MM-DD HH:mm:ss', locale) → text, '-' when missing; toDate reads seconds, ms, ISO. */
export { formatDate, toDate, DEFAULT_DATE_FORMAT, MISSING_DATE, type DateInput } from './format-date';
/** dayRange(from, to) → start 00:00:00 of the first day and end 23:59:59 of the last. */
export { dayRange, type DayRange } from './date-range';
/** Status chip colours of invoices, credit grants and store reviews, and the invoice row display rule. */
export {
  invoiceStatusColor,
  invoiceStatusDisplay,
  creditGrantStatusColor,
  reviewStatusColor,
  type StatusColor,
  type InvoiceStatusDisplay,
} from './status-colors';
/** i18n keys for billing reasons, refund types and credit grant statuses. */
export { billingReasonKey, refundTypeKey, creditGrantStatusKey, BILLING_REASONS, REFUND_TYPES, type RefundTypeName } from './labels';
/** avatarUrl({ did, size = 48, updatedAt }) → the user service avatar path. */
export { avatarUrl, DEFAULT_AVATAR_SIZE, USER_SERVICE_PATH, type AvatarOptions } from './avatar-url';
/** withTracking(href, { currentHost }) adds utm_* to links leaving the site; isExternalLink tells which do. */
export { withTracking, isExternalLink, DEFAULT_UTM_MEDIUM, DEFAULT_UTM_CAMPAIGN, type TrackingOptions } from './tracking';
/** transactionLink({ method, details, merchant }) → { chain, text, href } of a payment's transaction (explorer per chain from the method's settings; card dashboard for merchants only); explorerAccountLink; shortHash. */
export {
  transactionLink,
  explorerAccountLink,
  shortHash,
  STRIPE_DASHBOARD,
  type TransactionLink,
  type TransactionLinkInput,
  type TransactionChain,
  type ExplorerMethod,
} from './explorer-link';
