/**
 * `@refurb/shared-contracts/testing`: contract internals that other packages' tests read (limits,
 * versions, key lists, rules they check against). They are not part of the public surface
 * (`index.ts`, whose every export some package's own code uses: knip checks it in CI), so a test
 * names them here; and what the stories' preview needs (`forgetPageBus`).
 */
export { SEARCH_SUGGEST_MAX } from './api/catalog.schema.js';
export { CLOUD_CART_MAX_TEXT } from './api/cloud-cart.schema.js';
export { CONTENT_PAGE_KEYS } from './api/content.schema.js';
export { SALE_STATUSES } from './api/sales.schema.js';
export { SellQuoteSchema } from './api/sell.schema.js';
export { CART_STATE_VERSION, PAID_OUT_BANNER } from './constants.js';
export { isProfessionallyFitted } from './rules/accessories.js';
export { pluralGaps } from './rules/format.js';
export { localDate } from './rules/returns.js';
export { addMonthsToDay } from './rules/warranty.js';
export { REMOTE_NAMES, ServiceBasesSchema } from './runtime/remote.schema.js';
export { CHECKOUT_SESSION_VERSION } from './schemas/checkout-session.schema.js';
export { DEFAULT_CHECKOUT_STEP, KNOWN_CONDITION_GRADES } from './schemas/enums.schema.js';
export { SELL_PROGRESS_VERSION, StoredSellProgressSchema } from './schemas/sell-progress.schema.js';
export type { CatalogResponse } from './api/catalog.schema.js';
export type { CreateReviewResponse } from './api/content.schema.js';
export type { JsonRequestInit } from './api/json-call.js';
export type { SalePayoutInput } from './api/sales.schema.js';
export type { SitemapModel } from './api/sitemap.schema.js';
export { SaleStatusSchema } from './api/sales.schema.js';
export { SaleCounterOfferSchema } from './api/sales.schema.js';
export { SaleSchema } from './api/sales.schema.js';
export { installmentSummary } from './rules/installments.js';
export { addMonths } from './rules/cart-storage.js';
export type { CheckoutSessionKey } from './constants.js';
export { forgetPageBus } from './runtime/event-bus.js';
