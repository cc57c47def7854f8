/** The port checkout prices shipping through; the courier service implements it. */
import type { Country, DeliveryKind } from '@refurb/shared-contracts';

export interface ShippingQuote {
  readonly cost: number;
  readonly codFee: number;
}

export interface ShippingQuotes {
  /** `null` when the country does not offer this delivery kind. */
  quote(
    country: Country,
    delivery: DeliveryKind,
    orderTotal: number,
  ): Promise<ShippingQuote | null>;
  /** Whether a pickup point of this kind exists in the country. */
  pickupPointExists(
    country: Country,
    delivery: DeliveryKind,
    pickupPointId: string,
  ): Promise<boolean>;
  /** A pickup point's name and address, for the order's pages; null when it is gone. */
  pickupPoint(id: string): Promise<{ readonly name: string; readonly address: string } | null>;
  /** Whether the town is one the courier serves in that county of the country. */
  townInCounty(country: Country, countyId: number, localityId: number): Promise<boolean>;
}
