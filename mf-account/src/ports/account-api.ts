/**
 * The AccountApi port: shop-api's BFF for the account (sessions and the signed-in person's data)
 * and the public lists the account forms use (and the sell service's questions, to name a sale's
 * answers). Every answer is parsed with its contract by the
 * adapter; failures come back as values (`{ ok: false, error }` with shop-api's code, e.g.
 * `return_period_over`).
 */
import type { DeviceTypeKey } from '@refurb/shared-contracts';
import type { WarrantyReturnData } from '@refurb/shared-contracts/account';
import type {
  AccountOrder,
  CreateReturnRequest,
  CreateWarrantyCaseRequest,
  DeviceWarranty,
  GeniusMembershipResponse,
  GeniusResponse,
  Insurance,
  OrderReturnResponse,
  Profile,
  ReturnRequest,
  UpdateProfileRequest,
  WarrantyCase,
} from '@refurb/shared-contracts/api/account';
import type { County, Locality } from '@refurb/shared-contracts/api/delivery';
import type {
  CounterOfferDecisionRequest,
  Sale,
  SellQuestionnaireResponse,
} from '@refurb/shared-contracts/api/sell';
import type {
  CreateSessionRequest,
  PasswordResetRequest,
  PasswordResetResponse,
  RegisterRequest,
  SessionResponse,
} from '@refurb/shared-contracts/api/session';
import type { AddressServerInput, DeliveryAddressServer } from '@refurb/shared-contracts/checkout';
import type { ApiResult } from '@refurb/shared-contracts/runtime';

export interface AccountApi {
  me(): Promise<ApiResult<SessionResponse>>;
  createSession(request: CreateSessionRequest): Promise<ApiResult<SessionResponse>>;
  deleteSession(): Promise<ApiResult<null>>;
  /**
   * Log out everywhere: every session of the person ends (this browser's too) and their
   * identity-service sign-ins are revoked; 401 without a session.
   */
  endAllSessions(): Promise<ApiResult<null>>;
  /**
   * Asks the shop to create an account and sign its owner in (a session, as `createSession`
   * answers). The shop checks the name and password by the rule book, its limits and the bot
   * check; `email_in_use` (409), `weak_password`, `rate_limited` (429) are its refusals.
   */
  register(request: RegisterRequest): Promise<ApiResult<SessionResponse>>;
  /**
   * Asks the shop to mail a password-reset link (it sends it through the identity service, within
   * its limits and behind the bot check). The answer is the same whether the address has an
   * account or not; a 429 (`rate_limited`) means wait.
   */
  requestPasswordReset(request: PasswordResetRequest): Promise<ApiResult<PasswordResetResponse>>;

  orders(): Promise<ApiResult<readonly AccountOrder[]>>;
  order(orderId: string): Promise<ApiResult<AccountOrder>>;
  /** Where the order's PDF invoice downloads from (a plain link: the browser saves it). */
  invoiceUrl(orderId: string): string;
  orderReturn(orderId: string): Promise<ApiResult<OrderReturnResponse>>;
  requestReturn(orderId: string, request: CreateReturnRequest): Promise<ApiResult<ReturnRequest>>;
  returns(): Promise<ApiResult<readonly ReturnRequest[]>>;
  warrantyReturnData(): Promise<ApiResult<WarrantyReturnData>>;

  warranties(): Promise<ApiResult<readonly DeviceWarranty[]>>;
  insurances(): Promise<ApiResult<readonly Insurance[]>>;
  warrantyCases(): Promise<ApiResult<readonly WarrantyCase[]>>;
  openWarrantyCase(request: CreateWarrantyCaseRequest): Promise<ApiResult<WarrantyCase>>;

  sales(): Promise<ApiResult<readonly Sale[]>>;
  sale(saleId: string): Promise<ApiResult<Sale>>;
  decideCounterOffer(
    saleId: string,
    decision: CounterOfferDecisionRequest['decision'],
  ): Promise<ApiResult<Sale>>;
  /** The sell service's condition questions for a category, in the site's language. */
  sellQuestions(category: DeviceTypeKey): Promise<ApiResult<SellQuestionnaireResponse>>;

  profile(): Promise<ApiResult<Profile>>;
  updateProfile(request: UpdateProfileRequest): Promise<ApiResult<Profile>>;
  addresses(): Promise<ApiResult<readonly DeliveryAddressServer[]>>;
  createAddress(address: AddressServerInput): Promise<ApiResult<DeliveryAddressServer>>;
  updateAddress(address: DeliveryAddressServer): Promise<ApiResult<DeliveryAddressServer>>;
  deleteAddress(id: number): Promise<ApiResult<null>>;
  genius(): Promise<ApiResult<GeniusResponse>>;
  setGenius(member: boolean): Promise<ApiResult<GeniusMembershipResponse>>;

  counties(): Promise<ApiResult<County[]>>;
  localities(countyId: number): Promise<ApiResult<Locality[]>>;
}
