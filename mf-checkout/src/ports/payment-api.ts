/** The checkout's calls about paying; answers are values (`ApiResult`), parsed by contract. */
import type {
  ApiResult,
  Country,
  DeliveryKind,
  OneyOptionsResponse,
  PaymentMethodOffer,
} from '@refurb/shared-contracts';

export interface PaymentApi {
  /** The methods of a country and delivery kind, in the rule book's order, with their bounds. */
  paymentMethods(
    country: Country,
    delivery: DeliveryKind,
  ): Promise<ApiResult<PaymentMethodOffer[]>>;
  /** The installment provider's (Oney's) options for an amount. */
  oneyOptions(amount: number): Promise<ApiResult<OneyOptionsResponse>>;
}
