/**
 * Delivery settings per country: the delivery kinds offered (spec section 9: RO courier and
 * easybox lockers; BG, HU, GR courier, lockers and offices), the pickup-point provider of each
 * kind, shipping costs, the free-shipping threshold and the cash-on-delivery fee. Values are
 * typical of the couriers; the spec does not show them. Greece uses GLS, which runs there too.
 * Amounts are in spec section 1's currency of the site (leva for BG); the seed converts them to
 * the currency a site is configured in (catalog/money.ts `siteAmount`).
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
      'бул. „Витоша“',
      'ул. „Раковски“',
      'бул. „Цар Освободител“',
      'ул. „Васил Левски“',
      'бул. „България“',
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
      'Οδός Ερμού',
      'Λεωφόρος Βασιλίσσης Σοφίας',
      'Οδός Εγνατίας',
      'Οδός Τσιμισκή',
      'Πλατεία Συντάγματος',
    ],
  },
};

/** A pickup point's opening hours and what it is called, in the country's language. */
export const PICKUP_WORDS: Readonly<
  Record<Country, Readonly<Record<'locker' | 'office', { name: string; hours: string }>>>
> = {
  ro: {
    locker: { name: 'easybox', hours: 'Non-stop' },
    office: { name: 'Oficiu', hours: 'L–V 09:00–19:00, S 10:00–14:00' },
  },
  bg: {
    locker: { name: 'Еконтомат', hours: 'Денонощно' },
    office: { name: 'Офис на Еконт', hours: 'пон.–пет. 09:00–19:00, съб. 10:00–14:00' },
  },
  hu: {
    locker: { name: 'GLS csomagautomata', hours: 'Éjjel-nappal' },
    office: { name: 'GLS csomagpont', hours: 'H–P 09:00–19:00, Szo 10:00–14:00' },
  },
  gr: {
    locker: { name: 'GLS Hellas θυρίδα', hours: 'Όλο το 24ωρο' },
    office: { name: 'Κατάστημα GLS Hellas', hours: 'Δευ–Παρ 09:00–19:00, Σάβ 10:00–14:00' },
  },
};

/**
 * Working days from dispatch to the shopper, per country and delivery kind, as the couriers
 * promise them (the spec shows none): the thank-you page's estimate. GLS Hellas needs longer for
 * the islands, so Greece's range is wider.
 */
export const DELIVERY_DAYS: Readonly<
  Record<Country, Readonly<Partial<Record<DeliveryKind, readonly [number, number]>>>>
> = {
  ro: { courier: [1, 2], locker: [1, 2] },
  bg: { courier: [1, 2], locker: [1, 2], office: [1, 2] },
  hu: { courier: [1, 3], locker: [1, 3], office: [1, 3] },
  gr: { courier: [2, 4], locker: [2, 4], office: [2, 4] },
};
