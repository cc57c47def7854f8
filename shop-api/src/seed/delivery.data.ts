/**
 * Delivery settings per country (in its currency): the delivery kinds offered (spec section 9: RO
 * courier and easybox lockers; BG, HU, GR courier, lockers and offices), the pickup-point provider
 * of each kind, shipping costs, the free-shipping threshold and the cash-on-delivery fee. Values
 * are typical of the couriers; the spec does not show them. Greece uses GLS, which runs there too.
 */
import type { Country, DeliveryKind, DeliverySubType } from '@refurb/shared-contracts';

export interface DeliveryKindSeed {
  readonly kind: DeliveryKind;
  readonly subType: DeliverySubType;
  readonly provider: string;
  readonly cost: number;
}

export interface CountryDeliverySeed {
  readonly kinds: readonly DeliveryKindSeed[];
  readonly freeShippingThreshold: number;
  readonly codFee: number;
  readonly streets: readonly string[];
}

export const DELIVERY: Readonly<Record<Country, CountryDeliverySeed>> = {
  ro: {
    kinds: [
      { kind: 'courier', subType: '', provider: 'Curier rapid', cost: 19.99 },
      { kind: 'locker', subType: 'easybox', provider: 'easybox', cost: 12.99 },
    ],
    freeShippingThreshold: 1000,
    codFee: 9.99,
    streets: [
      'Bd. Unirii',
      'Str. Republicii',
      'Calea Victoriei',
      'Str. Mihai Eminescu',
      'Bd. Independenței',
    ],
  },
  bg: {
    kinds: [
      { kind: 'courier', subType: '', provider: 'Econt', cost: 6.99 },
      { kind: 'locker', subType: 'econt-locker', provider: 'Econt', cost: 3.99 },
      { kind: 'office', subType: 'econt-office', provider: 'Econt', cost: 4.99 },
    ],
    freeShippingThreshold: 200,
    codFee: 2.99,
    streets: [
      'bul. Vitosha',
      'ul. Rakovski',
      'bul. Tsar Osvoboditel',
      'ul. Vasil Levski',
      'bul. Bulgaria',
    ],
  },
  hu: {
    kinds: [
      { kind: 'courier', subType: '', provider: 'GLS', cost: 1990 },
      { kind: 'locker', subType: 'gls-locker', provider: 'GLS', cost: 990 },
      { kind: 'office', subType: 'gls-office', provider: 'GLS', cost: 1290 },
    ],
    freeShippingThreshold: 100_000,
    codFee: 590,
    streets: ['Fő utca', 'Kossuth Lajos utca', 'Petőfi Sándor utca', 'Rákóczi út', 'Széchenyi tér'],
  },
  gr: {
    kinds: [
      { kind: 'courier', subType: '', provider: 'GLS Hellas', cost: 3.9 },
      { kind: 'locker', subType: 'gls-locker', provider: 'GLS Hellas', cost: 2.5 },
      { kind: 'office', subType: 'gls-office', provider: 'GLS Hellas', cost: 2.9 },
    ],
    freeShippingThreshold: 100,
    codFee: 2,
    streets: [
      'Odos Ermou',
      'Leoforos Vasilissis Sofias',
      'Odos Egnatias',
      'Odos Tsimiski',
      'Plateia Syntagmatos',
    ],
  },
};

export const OPENING_HOURS: Readonly<Record<'locker' | 'office', string>> = {
  locker: 'Mon-Sun 00:00-24:00',
  office: 'Mon-Fri 09:00-19:00, Sat 10:00-14:00',
};
