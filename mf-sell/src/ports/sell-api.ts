/**
 * The SellApi port: the sell service (catalog, questionnaire, pricing), the BFF's sale submission
 * and the courier lists the shipping choice needs. Every answer is parsed with its contract by the
 * adapter; failures come back as values (`{ ok: false, error }` with shop-api's code, such as
 * `offer_changed`), never thrown.
 */
import type { DeviceTypeKey } from '@refurb/shared-contracts';
import type { County, Locality, PickupPoint } from '@refurb/shared-contracts/api/delivery';
import type {
  Sale,
  SellCatalogResponse,
  SellQuestionnaireResponse,
  SellQuote,
  SellQuoteRequest,
  SubmitSaleRequest,
} from '@refurb/shared-contracts/api/sell';
import type { ApiResult } from '@refurb/shared-contracts/runtime';

export interface SellApi {
  catalog(): Promise<ApiResult<SellCatalogResponse>>;
  questions(category: DeviceTypeKey): Promise<ApiResult<SellQuestionnaireResponse>>;
  quote(request: SellQuoteRequest): Promise<ApiResult<SellQuote>>;
  submit(request: SubmitSaleRequest): Promise<ApiResult<Sale>>;
  pickupPoints(kind: 'locker' | 'office'): Promise<ApiResult<PickupPoint[]>>;
  /** The drop-off kinds the country's couriers offer (RO: lockers only). */
  dropOffKinds(): Promise<ApiResult<('locker' | 'office')[]>>;
  counties(): Promise<ApiResult<County[]>>;
  localities(countyId: number): Promise<ApiResult<Locality[]>>;
}
