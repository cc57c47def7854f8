/**
 * Where a person is in checkout, read from what the session holds (pure, so resume and the page
 * agree): a step is done when its entry is stored and valid by the rule book; a reload resumes at
 * the step being edited, else at the first step not done, else at the review.
 *
 * Choices where the spec is silent: a stored payment method that the current delivery no longer
 * offers (the person changed from locker to courier) counts as not chosen; a company buyer's
 * step is done only with a valid company form, and "another contact" only when it is valid too.
 */
import { type Country } from '@refurb/shared-contracts';
import {
  paymentMethodsFor,
  validateAddress,
  validateAnotherContact,
  validateCompany,
  validatePersonContact,
  type CheckoutSession,
  type PaymentMethodFlags,
} from '@refurb/shared-contracts/checkout';

export const CHECKOUT_STEPS = ['contact', 'delivery', 'billing', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export function isStepDone(
  step: CheckoutStep,
  session: CheckoutSession,
  country: Country,
  flags: PaymentMethodFlags = {},
): boolean {
  switch (step) {
    case 'contact':
      return (
        session.contactDetails !== undefined &&
        validatePersonContact(country, session.contactDetails).valid
      );
    case 'delivery': {
      const { deliveryMethod: method, deliveryDetails: details } = session;
      if (!method || !details) return false;
      if (method.kind === 'courier')
        return details.address !== undefined && validateAddress(details.address, country).valid;
      return details.pickupPoint !== undefined;
    }
    case 'billing': {
      const billing = session.billingDetails;
      if (!billing) return false;
      if (billing.anotherContact && !validateAnotherContact(country, billing.anotherContact).valid)
        return false;
      if (billing.customerType === 'personal') return true;
      return billing.company !== undefined && validateCompany(country, billing.company).valid;
    }
    case 'payment': {
      const chosen = session.paymentMethod?.type;
      const kind = session.deliveryMethod?.kind;
      if (!chosen || !kind) return false;
      return (paymentMethodsFor(country, kind, flags) as string[]).includes(chosen);
    }
  }
}

/** The step a (re)loaded checkout opens at; `review` when every step is done. */
export function resumeStep(
  session: CheckoutSession,
  country: Country,
  flags: PaymentMethodFlags = {},
): CheckoutStep | 'review' {
  const editing = session.editStepState?.editing;
  if (editing) return editing;
  return CHECKOUT_STEPS.find((step) => !isStepDone(step, session, country, flags)) ?? 'review';
}

/** The step after `step`, or the review. */
export function nextStep(step: CheckoutStep): CheckoutStep | 'review' {
  return CHECKOUT_STEPS[CHECKOUT_STEPS.indexOf(step) + 1] ?? 'review';
}
