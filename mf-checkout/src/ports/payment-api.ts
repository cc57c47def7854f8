/** The checkout's calls about paying; answers are values (`ApiResult`), parsed by contract. */
import type { Country, DeliveryKind } from '@refurb/shared-contracts';
import type { PaymentMethodOffer } from '@refurb/shared-contracts/api/checkout';
import type { OneyOptionsResponse } from '@refurb/shared-contracts/api/payment';
import type { ApiResult } from '@refurb/shared-contracts/runtime';

/**
 * The installment provider's widget options call (spec section 7): the amount, the checkout
 * placeholder (a `#id` selector) the provider's options are mounted into, and the error callback,
 * called once with the failure's status and response when the call fails (no answer, an error
 * status, an answer that is not the provider's, or options for another placeholder).
 */
export interface OneyWidgetCall {
  readonly amount: number;
  readonly checkoutPlaceholder: string;
  readonly errorCallback: (error: { readonly status: number; readonly response: string }) => void;
}

export interface PaymentApi {
  /**
   * The methods of a country and delivery kind, in the rule book's order, with their bounds and
   * what each adds to the total (`codFee`).
   */
  paymentMethods(
    country: Country,
    delivery: DeliveryKind,
  ): Promise<ApiResult<PaymentMethodOffer[]>>;
  /** The installment provider's (Oney's) options for an amount (see OneyWidgetCall). */
  oneyOptions(call: OneyWidgetCall): Promise<ApiResult<OneyOptionsResponse>>;
}
