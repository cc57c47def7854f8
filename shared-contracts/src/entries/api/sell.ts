/**
 * `@refurb/shared-contracts/api/sell`: the sell service's HTTP contract: the catalog of devices
 * bought, the questionnaire, quotes, submitting a sale, and my sales.
 */
export {
  CounterOfferDecisionRequestSchema,
  NewSaleSchema,
  SaleConditionAnswersSchema,
  SaleOfferSchema,
  SaleParamsSchema,
  SaleResponseSchema,
  SaleShippingSchema,
  SalesResponseSchema,
  SaleTimelineEntrySchema,
} from '../../api/sales.schema.js';
export type {
  CounterOfferDecisionRequest,
  NewSale,
  Sale,
  SaleConditionAnswers,
  SaleCounterOffer,
  SaleOffer,
  SaleShipping,
  SaleStatus,
  SaleTimelineEntry,
} from '../../api/sales.schema.js';
export {
  SellCatalogQuerySchema,
  SellCatalogResponseSchema,
  SellContactSchema,
  SellQuestionnaireQuerySchema,
  SellQuestionnaireResponseSchema,
  SellQuoteRequestSchema,
  SellQuoteResponseSchema,
  SubmitSaleRequestSchema,
} from '../../api/sell.schema.js';
export type {
  SellCatalogResponse,
  SellContact,
  SellModel,
  SellQuestion,
  SellQuestionnaireResponse,
  SellQuestionOption,
  SellQuote,
  SellQuoteRequest,
  SubmitSaleRequest,
} from '../../api/sell.schema.js';
