/**
 * What checkout sends and checks (spec sections 3 and 5; the order's shape is ours): the cart
 * lines as shop-api prices them, and the contact and company forms' validity per field.
 *
 * Choices where the spec is silent:
 * - A person's name (registration, contact, another contact) is letters of any script (with their
 *   accents) and spaces, hyphens, apostrophes and dots between them: two letters or more, 100
 *   characters at most after trimming; no digits, no markup (`<`, `>`, `{`, `}`, ...). A company's
 *   name may hold digits and signs (`Alfa & Beta 2000 SRL`): 2 to 200 characters with no markup.
 * - E-mail is `local@domain.tld`; a phone number is one the site's country can call, by the one
 *   phone rule (`phone.ts`: a national number of the country's length, or `+…` international).
 * - The company's e-mail and phone follow the same rules as the person's.
 * - RO: "ro" is stripped (section 5) from the company's tax id to give the tax number the
 *   invoice carries (RO12345678 -> 12345678); the form validates the tax id as typed.
 */
import type { CartState, Promo } from '../schemas/cart.schema.js';
import type {
  AnotherContactForm,
  CompanyForm,
  PersonContactForm,
} from '../schemas/checkout.schema.js';
import type { Country, DeliveryKind, PaymentMethodKey } from '../schemas/enums.schema.js';
import type { CheckoutCart } from '../api/checkout.schema.js';
import { FIELD_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from '../constants.js';
import { isValidPhoneNumber } from './phone.js';
import { isValidFiscalCode, isValidRegistrationNumber, stripRo } from './validation.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const PERSON_NAME = /^\p{L}[\p{L}\p{M} .'’-]*$/u;
const MARKUP = /[<>{}\\`$\p{Cc}]/u;

export function isValidPersonName(value: string): boolean {
  const name = value.trim();
  return (
    name.length <= PERSON_NAME_MAX_LENGTH &&
    PERSON_NAME.test(name) &&
    (name.match(/\p{L}/gu)?.length ?? 0) >= 2
  );
}
export function isValidCompanyName(value: string): boolean {
  const name = value.trim();
  return name.length >= 2 && name.length <= FIELD_MAX_LENGTH.companyName && !MARKUP.test(name);
}
export const isValidEmail = (value: string): boolean =>
  value.trim().length <= FIELD_MAX_LENGTH.email && EMAIL.test(value.trim());
type Validity<F> = { readonly [K in keyof F]: boolean };

export interface FormValidation<F> {
  readonly valid: boolean;
  readonly fields: Validity<F>;
}

function result<F>(fields: Validity<F>): FormValidation<F> {
  return { valid: Object.values(fields).every(Boolean), fields };
}

type Values<F> = { readonly [K in keyof F]: { readonly value: string } };

export function validatePersonContact(
  country: Country,
  form: Values<PersonContactForm>,
): FormValidation<PersonContactForm> {
  return result({
    name: isValidPersonName(form.name.value),
    email: isValidEmail(form.email.value),
    phoneNumber: isValidPhoneNumber(country, form.phoneNumber.value),
  });
}

export function validateAnotherContact(
  country: Country,
  form: Values<AnotherContactForm>,
): FormValidation<AnotherContactForm> {
  return result({
    name: isValidPersonName(form.name.value),
    email: isValidEmail(form.email.value),
    phone: isValidPhoneNumber(country, form.phone.value),
  });
}

export function validateCompany(
  country: Country,
  form: Values<CompanyForm>,
): FormValidation<CompanyForm> {
  return result({
    name: isValidCompanyName(form.name.value),
    fiscalCode: isValidFiscalCode(country, form.fiscalCode.value),
    registrationNumber: isValidRegistrationNumber(country, form.registrationNumber.value),
    email: isValidEmail(form.email.value),
    phoneNumber: isValidPhoneNumber(country, form.phoneNumber.value),
  });
}

/** The tax number an invoice carries: in RO the tax id without "ro", elsewhere as typed. */
export function companyTaxNumber(country: Country, fiscalCode: string): string {
  const trimmed = fiscalCode.trim().toUpperCase();
  return country === 'ro' ? stripRo(trimmed) : trimmed;
}

export interface CheckoutCartOptions {
  readonly country: Country;
  readonly promo: Promo | null;
  readonly delivery: DeliveryKind;
  readonly paymentMethod: PaymentMethodKey;
}

/**
 * The cart as shop-api prices it: each phone with the price the person was shown, its selected
 * extra services and device accessories (batteries among them); the stand-alone accessories that
 * are active (the gift-wrap tax item is one of them when gift wrap is on).
 */
export function toCheckoutCart(cart: CartState, options: CheckoutCartOptions): CheckoutCart {
  return {
    country: options.country,
    phones: cart.phoneCart.map((phone) => ({
      productId: phone.productId,
      legacySellOrderId: phone.order_id,
      shownPrice: phone.buy_price,
      extraServiceIds: phone.selected_extra_services.map((s) => s.id),
      deviceAccessoryIds: phone.deviceAccessories.filter((a) => a.isActive).map((a) => a.id),
    })),
    accessories: cart.accessoryCart
      .filter((a) => a.isActive)
      .map((a) => ({ id: a.id, shownPrice: a.price })),
    ...(options.promo ? { promoCode: options.promo.code } : {}),
    delivery: options.delivery,
    paymentMethod: options.paymentMethod,
  };
}
