/**
 * The order as checkout sends it (shop-api's PlaceOrderRequest), built from the cart snapshot and
 * the session's steps. Pure; the machine calls it only from the review, where every step is done.
 *
 * Choices where the spec is silent: a company's billing address is the delivery address (the
 * form does not ask for a second one); "another contact" is the parcel's recipient; a locker or
 * office order sends its pickup point and no address.
 */
import { type Country } from '@refurb/shared-contracts';
import {
  type CheckoutSummaryResponse,
  type PlaceOrderRequest,
} from '@refurb/shared-contracts/api/checkout';
import {
  type CheckoutSession,
  companyTaxNumber,
  paymentDataFor,
  toCheckoutCart,
  toServerAddress,
} from '@refurb/shared-contracts/checkout';
import { type BusPayload } from '@refurb/shared-contracts/runtime';

export type CartSnapshot = BusPayload<'cart.updated'>;

export interface OrderRequestInput {
  readonly country: Country;
  readonly cart: CartSnapshot;
  readonly session: CheckoutSession;
  readonly summary: CheckoutSummaryResponse;
  readonly idempotencyKey: string;
  readonly botToken: string;
}

const value = (field: { readonly value: string }) => field.value.trim();

export function orderRequest(input: OrderRequestInput): PlaceOrderRequest {
  const { session, country } = input;
  const method = session.deliveryMethod;
  const details = session.deliveryDetails;
  const contact = session.contactDetails;
  const billing = session.billingDetails;
  const payment = session.paymentMethod;
  if (!method || !details || !contact || !billing || !payment) {
    throw new Error('orderRequest: a checkout step is missing');
  }
  const address =
    method.kind === 'courier' && details.address ? toServerAddress(details.address) : undefined;
  const company = billing.customerType === 'corporate' ? billing.company : undefined;
  const another = billing.anotherContact;
  return {
    ...toCheckoutCart(input.cart.cart, {
      country,
      promo: input.cart.promo ?? null,
      delivery: method.kind,
      paymentMethod: payment.type,
    }),
    idempotencyKey: input.idempotencyKey,
    botToken: input.botToken,
    shownTotal: input.summary.summary.total,
    contact: {
      name: value(contact.name),
      email: value(contact.email),
      phone: value(contact.phoneNumber),
    },
    ...(another
      ? {
          recipient: {
            name: value(another.name),
            email: value(another.email),
            phone: value(another.phone),
          },
        }
      : {}),
    deliveryDetails: {
      kind: method.kind,
      subType: method.subType,
      ...(address ? { address } : {}),
      ...(method.kind !== 'courier' && details.pickupPoint
        ? { pickupPointId: details.pickupPoint.lockerId }
        : {}),
    },
    billing: {
      customerType: billing.customerType,
      ...(company
        ? {
            company: {
              name: value(company.name),
              fiscalCode: value(company.fiscalCode).toUpperCase(),
              registrationNumber: value(company.registrationNumber).toUpperCase(),
              taxNumber: companyTaxNumber(country, company.fiscalCode.value),
              email: value(company.email),
              phone: value(company.phoneNumber),
            },
          }
        : {}),
      ...(company && address ? { address } : {}),
    },
    // A tbi plan is summed on the total being ordered, not the one it was chosen at.
    paymentData: payment.tbiInstallments
      ? paymentDataFor(payment.type, input.summary.summary.total)
      : payment,
  };
}
