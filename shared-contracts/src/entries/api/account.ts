/**
 * `@refurb/shared-contracts/api/account`: the account service's HTTP contract: orders, returns,
 * warranties, insurances, the profile, Genius and the partner login.
 */
export {
  AccountOrderParamsSchema,
  AccountOrderResponseSchema,
  AccountOrdersResponseSchema,
  CreateReturnRequestSchema,
  CreateWarrantyCaseRequestSchema,
  InsurancesQuerySchema,
  InsurancesResponseSchema,
  OrderReturnResponseSchema,
  RETURN_REASONS,
  ReturnRequestResponseSchema,
  ReturnRequestsResponseSchema,
  WarrantiesResponseSchema,
  WarrantyCaseResponseSchema,
  WarrantyCasesResponseSchema,
  WarrantyReturnDataQuerySchema,
} from '../../api/account.schema.js';
export type {
  AccountErrorCode,
  AccountOrder,
  CoveredExtra,
  CreateReturnRequest,
  CreateWarrantyCaseRequest,
  DeviceWarranty,
  Insurance,
  OrderReturnResponse,
  Refund,
  ReturnReason,
  ReturnRequest,
  WarrantyCase,
  WarrantyCaseHandover,
} from '../../api/account.schema.js';
export {
  GeniusMembershipResponseSchema,
  GeniusQuerySchema,
  GeniusResponseSchema,
  PARTNER_RESULT_PARAM,
  PartnerAuthorizeQuerySchema,
  PartnerCallbackQuerySchema,
  PartnerConsentFormSchema,
  PartnerResultSchema,
  ProfileResponseSchema,
  UpdateProfileRequestSchema,
} from '../../api/profile.schema.js';
export type {
  GeniusBenefit,
  GeniusBenefitKey,
  GeniusMembershipResponse,
  GeniusResponse,
  PartnerResult,
  Profile,
  ProfileCompany,
  UpdateProfileRequest,
} from '../../api/profile.schema.js';
