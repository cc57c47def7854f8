/**
 * The installment provider's widget options call (spec section 7) as checkout makes it: besides
 * the amount (and the country, language, merchant and codes the adapter adds), it carries the
 * checkout placeholder, the element of the payment step the provider's options are mounted into,
 * and an error callback, which logs a failed call as a getOneyOptions error with its status and
 * response (spec section 8) and shows nothing.
 */

/** The placeholder the call names: the Oney choice's container in the payment step. */
export const ONEY_CHECKOUT_PLACEHOLDER = '#co-oney-options';

/** The placeholder's element id (the selector without its `#`). */
export const ONEY_PLACEHOLDER_ID = ONEY_CHECKOUT_PLACEHOLDER.slice(1);
