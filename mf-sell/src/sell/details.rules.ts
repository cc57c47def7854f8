/**
 * The details step's rules: an empty draft, a signed-in seller's data filled in, what is wrong
 * with each field (so the form can say it), and the submission built from a complete draft.
 * Pure: the machine calls these, the components only show their answers.
 */
import { internationalPhone, type Country } from '@refurb/shared-contracts';
import { ibanProblem, normalizeIban, type IbanProblem } from '@refurb/shared-contracts/account';
import { type SubmitSaleRequest } from '@refurb/shared-contracts/api/sell';
import { type SessionUser } from '@refurb/shared-contracts/api/session';
import {
  emptyAddressForm,
  isValidEmail,
  toServerAddress,
  validateAddress,
} from '@refurb/shared-contracts/checkout';
import {
  sellPickupDates,
  type SellDetailsDraft,
  type SellProgress,
} from '@refurb/shared-contracts/sell';

export type DetailsField =
  | 'name'
  | 'email'
  | 'phone'
  | 'iban'
  | 'holder'
  | 'county'
  | 'locality'
  | 'street'
  | 'number'
  | 'postalCode'
  | 'pickupDate'
  | 'pickupPoint';

/** `required`, a wrong shape (`email`, `phone`), or the IBAN's own problem. */
export type DetailsProblem = 'required' | 'email' | 'phone' | `iban-${IbanProblem}`;

export type DetailsProblems = Partial<Record<DetailsField, DetailsProblem>>;

/** The fields in the order the form shows them (the first wrong one gets the focus). */
export const DETAILS_FIELDS: readonly DetailsField[] = [
  'name',
  'email',
  'phone',
  'iban',
  'holder',
  'county',
  'locality',
  'street',
  'number',
  'postalCode',
  'pickupDate',
  'pickupPoint',
];

export function emptyDraft(): SellDetailsDraft {
  return {
    name: '',
    email: '',
    phone: '',
    holder: '',
    shipping: 'courier-pickup',
    address: emptyAddressForm(),
    pickupDate: '',
    pickupPointId: '',
    pickupPointName: '',
  };
}

/**
 * A signed-in seller's name, e-mail and phone where the draft has none yet (what they typed is
 * never overwritten); the account holder is the seller unless they typed another name.
 */
export function prefillDraft(draft: SellDetailsDraft, user: SessionUser | null): SellDetailsDraft {
  if (!user) return draft;
  const name = draft.name || user.displayName || '';
  return {
    ...draft,
    name,
    email: draft.email || user.email || '',
    phone: draft.phone || user.phoneNumber || '',
    holder: draft.holder || name,
  };
}

const blank = (value: string) => value.trim() === '';

export function detailsProblems(
  draft: SellDetailsDraft,
  iban: string,
  country: Country,
  now: Date,
): DetailsProblems {
  const problems: DetailsProblems = {};
  if (blank(draft.name)) problems.name = 'required';
  if (blank(draft.email)) problems.email = 'required';
  else if (!isValidEmail(draft.email)) problems.email = 'email';
  if (blank(draft.phone)) problems.phone = 'required';
  else if (!internationalPhone(country, draft.phone)) problems.phone = 'phone';
  const ibanIssue = ibanProblem(iban, country);
  if (ibanIssue) problems.iban = `iban-${ibanIssue}`;
  if (blank(draft.holder)) problems.holder = 'required';
  if (draft.shipping === 'courier-pickup') {
    const { fields } = validateAddress(draft.address, country);
    for (const field of ['county', 'locality', 'street', 'number', 'postalCode'] as const) {
      if (!fields[field]) problems[field] = 'required';
    }
    if (!sellPickupDates(country, now).includes(draft.pickupDate)) problems.pickupDate = 'required';
  } else if (blank(draft.pickupPointId)) {
    problems.pickupPoint = 'required';
  }
  return problems;
}

export const firstProblem = (problems: DetailsProblems): DetailsField | undefined =>
  DETAILS_FIELDS.find((field) => problems[field] !== undefined);

/**
 * The submission of a complete progress (device chosen, an offer quoted, details without
 * problems); null when any of it is missing.
 */
export function saleRequest(progress: SellProgress, iban: string): SubmitSaleRequest | null {
  const { modelId, storage, quote, details } = progress;
  if (!modelId || !storage || quote?.outcome !== 'offer') return null;
  const phone = internationalPhone(progress.country, details.phone);
  if (!phone) return null;
  const name = details.name.trim();
  return {
    country: progress.country,
    modelId,
    storage,
    answers: progress.answers,
    quotedAmount: quote.offer.amount,
    contact: { name, email: details.email.trim(), phone },
    payout: { method: 'bank', iban: normalizeIban(iban), holder: details.holder.trim() },
    shipping:
      details.shipping === 'courier-pickup'
        ? {
            kind: 'courier-pickup',
            address: toServerAddress(details.address),
            pickupDate: details.pickupDate,
          }
        : {
            kind: details.shipping,
            pickupPointId: details.pickupPointId,
            name: details.pickupPointName,
          },
  };
}
