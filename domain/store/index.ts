/** Store form rules: app, access-token and category names, remarks, block reasons, versions. */
export {
  validateAppName,
  validateTokenName,
  validateCategoryName,
  validateRemark,
  validateBlockReason,
  validateVersion,
  APP_NAME_MAX,
  APP_REMARK_MAX,
  TOKEN_NAME_MAX,
  CATEGORY_NAME_MAX,
  BLOCK_REASON_MAX,
  type StoreFieldResult,
} from './forms';
/** An app's DID: base58, and the shape check of a pasted or generated DID. */
export { validateAppDid, base58Encode, base58Decode, APP_DID_BYTES } from './app-did';
/** Store list query: sorts, page size, search debounce. */
export { STORE_SORTS, STORE_PAGE_SIZE, SEARCH_DEBOUNCE_MS, readStoreQuery, storeQueryToSearch, type StoreSort, type StoreQuery } from './query';
/** User reviews: rating summary (average, distribution), star fill, paging, the review form rule. */
export {
  summarizeRatings,
  ratingShare,
  starFill,
  isRating,
  validateReview,
  RATING_MIN,
  RATING_MAX,
  REVIEWS_PAGE_SIZE,
  REVIEW_TEXT_MAX,
  type RatingSummary,
  type StarCount,
  type ReviewTextResult,
} from './ratings';
