/**
 * A warranty case draft checked with the contract shop-api checks with
 * (`CreateWarrantyCaseRequestSchema`, whose phone rule is the contracts' one, `isPhoneOfAnySite`),
 * so the page and the server never disagree: the request it makes, or each wrong field with what
 * to say about it.
 */
import {
  CreateWarrantyCaseRequestSchema,
  type CreateWarrantyCaseRequest,
  type DeviceWarranty,
} from '@refurb/shared-contracts/api/account';
import {
  type AddressServerInput,
  type DeliveryAddressServer,
} from '@refurb/shared-contracts/checkout';
import type { MessageKey } from '../i18n/i18n';

/** The contract's limits for the issue text (`CreateWarrantyCaseRequestSchema.issue`). */
export const ISSUE_MIN = 10;
export const ISSUE_MAX = 2000;

export interface CaseDraft {
  readonly device: string;
  readonly issue: string;
  readonly phone: string;
  readonly handover: 'pickup' | 'drop-off' | '';
  readonly addressId: number | null;
}

export type CaseField = 'device' | 'issue' | 'phone' | 'handover' | 'address';
export type CaseProblems = Partial<Record<CaseField, MessageKey>>;

export const deviceKey = (warranty: Pick<DeviceWarranty, 'orderId' | 'phone'>) =>
  `${warranty.orderId}/${warranty.phone.refId}`;

/** A saved address as the server takes it in a request (without its id, type and owner). */
export function toAddressInput(address: DeliveryAddressServer): AddressServerInput {
  const { judet, oras, county_id, locality_id, strada, nr, cod_postal, details } = address;
  return { judet, oras, county_id, locality_id, strada, nr, cod_postal, details };
}

/** The request the draft makes, or the fields that break the contract. */
export function checkCase(
  draft: CaseDraft,
  devices: readonly DeviceWarranty[],
  addresses: readonly DeliveryAddressServer[],
): { request: CreateWarrantyCaseRequest | null; problems: CaseProblems } {
  const device = devices.find((warranty) => deviceKey(warranty) === draft.device);
  const address = addresses.find((saved) => saved.id === draft.addressId);
  const handover =
    draft.handover === 'pickup'
      ? { method: 'pickup', address: address ? toAddressInput(address) : undefined }
      : draft.handover === 'drop-off'
        ? { method: 'drop-off' }
        : undefined;
  const parsed = CreateWarrantyCaseRequestSchema.safeParse({
    orderId: device?.orderId ?? '',
    lineRefId: device?.phone.refId ?? '',
    issue: draft.issue,
    contactPhone: draft.phone,
    handover,
  });
  if (parsed.success) return { request: parsed.data, problems: {} };
  const problems: CaseProblems = {};
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path;
    switch (first) {
      case 'orderId':
      case 'lineRefId':
        problems.device ??= 'warrantyCase.deviceError';
        break;
      case 'issue':
        problems.issue ??=
          draft.issue.trim().length < ISSUE_MIN
            ? 'warrantyCase.issueShort'
            : 'warrantyCase.issueLong';
        break;
      case 'contactPhone':
        problems.phone ??= draft.phone.trim()
          ? 'warrantyCase.phoneInvalid'
          : 'warrantyCase.phoneRequired';
        break;
      case 'handover':
        if (second !== 'address') problems.handover ??= 'warrantyCase.handoverError';
        else if (addresses.length > 0) problems.address ??= 'warrantyCase.addressError';
        // Without a saved address there is no pickup: the handover is what to change.
        else problems.handover ??= 'warrantyCase.noAddressError';
        break;
    }
  }
  return { request: null, problems };
}
