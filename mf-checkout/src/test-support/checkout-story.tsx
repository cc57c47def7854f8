/**
 * What checkout's stories share: a page inside CheckoutRoot on checkout's in-memory shop-api
 * (fake-checkout-api), session storage as a reload would find it (the steps done, the order this
 * browser placed), the cart announced on the bus as mf-cart does on a site, and the sessions of a
 * checkout at each step. The country is the toolbar's, unless the state exists on some sites only
 * (`sites`: oney in RO, cofidis in HU); then it is the first of those.
 */
import { type CheckoutSessionKey } from '@refurb/shared-contracts/testing';
import { type Country } from '@refurb/shared-contracts';
import { type SessionUser } from '@refurb/shared-contracts/api/session';
import {
  serializeSessionEntry,
  type AddressForm,
  type CheckoutSession,
} from '@refurb/shared-contracts/checkout';
import { type BusPayload } from '@refurb/shared-contracts/runtime';
import { cart, phone } from '@refurb/shared-contracts/fixtures';
import { useEffect, type ReactNode } from 'react';
import { ATTEMPT_KEY } from '../adapters/session-attempt-store';
import { CheckoutRoot } from '../app/CheckoutRoot';
import { createCheckoutI18n } from '../i18n/catalogues';
import type { CheckoutI18n } from '../i18n/i18n';
import type { CheckoutApi } from '../ports/checkout-api';
import type { OrderAttempt } from '../ports/order-attempt';
import { fakeCheckoutApi, memoryStorage, type FakeCheckoutOptions } from './fake-checkout-api';
import { bus, config } from './page-harness';

const field = (value: string) => ({ value, isValid: true });

/** A contact every site takes: the number in international form (rules/phone.ts). */
export const CONTACT: CheckoutSession = {
  contactDetails: {
    name: field('Ana Popescu'),
    email: field('ana@example.ro'),
    phoneNumber: field('+40 722 123 456'),
  },
};

export const DELIVERY: CheckoutSession = {
  ...CONTACT,
  deliveryMethod: { kind: 'locker', subType: 'easybox' },
  deliveryDetails: {
    pickupPoint: { lockerId: 'easybox-1', name: 'easybox Piața Unirii', address: 'Piața Unirii 1' },
  },
};

/** An address of the fake's county and locality lists, with the country's postal code. */
const POSTAL_CODES: Readonly<Record<Country, string>> = {
  ro: '400001',
  bg: '4000',
  hu: '1051',
  gr: '105 57',
};
const address = (country: Country): AddressForm => ({
  county: { value: 'Cluj', id: 12, isValid: true },
  locality: { value: 'Cluj-Napoca', id: 681290, isValid: true },
  street: field('Str. Memorandumului'),
  number: field('28'),
  postalCode: field(POSTAL_CODES[country]),
  details: field(''),
});

export const BILLING: CheckoutSession = {
  ...DELIVERY,
  billingDetails: { customerType: 'personal' },
};

/** Billing done for a courier delivery: every site has a cash-type method then. */
export function courierBilling(country: Country): CheckoutSession {
  return {
    ...CONTACT,
    deliveryMethod: { kind: 'courier', subType: '' },
    deliveryDetails: { address: address(country) },
    billingDetails: { customerType: 'personal' },
  };
}

export const PAID: CheckoutSession = { ...BILLING, paymentMethod: { type: 'cash-on-delivery' } };

export interface CheckoutStoryArgs {
  /** The steps done, as session storage holds them (per site when it holds an address). */
  readonly session?: CheckoutSession | ((country: Country) => CheckoutSession);
  /** Phones in the cart and their price. */
  readonly phones?: number;
  readonly price?: number;
  /** The sites where the state exists; every site when not given. */
  readonly sites?: readonly Country[];
  /** Who is logged in; a visitor when not given. */
  readonly user?: SessionUser | null;
  /** The order this browser placed (the result pages prove with it that the order is theirs). */
  readonly attempt?: OrderAttempt;
  readonly fake?: FakeCheckoutOptions;
  /** Changes to the fake shop-api's answers (a call that never answers, or fails). */
  readonly adjust?: (api: CheckoutApi) => void;
  /** What the page reads from the address bar (`orderId`). */
  readonly query?: Readonly<Record<string, string>>;
}

/** The story's site: the toolbar's when the state exists there, else the first that has it. */
export function storyCountry(
  { sites }: Pick<CheckoutStoryArgs, 'sites'>,
  globals: Readonly<Record<string, unknown>>,
): Country {
  const chosen = (globals.country as Country | undefined) ?? 'ro';
  return !sites || sites.includes(chosen) ? chosen : (sites[0] ?? chosen);
}

/** The words and prices of the story's site, for a play function's accessible names. */
export const storyI18n = (
  args: Pick<CheckoutStoryArgs, 'sites'>,
  globals: Readonly<Record<string, unknown>>,
): CheckoutI18n => createCheckoutI18n(storyCountry(args, globals));

function Announce({ phones, price }: { readonly phones: number; readonly price: number }) {
  useEffect(() => {
    const lines = Array.from({ length: phones }, (_, i) =>
      phone({ id: `p${i}`, order_id: 1000 + i, buy_price: price }),
    );
    const snapshot: BusPayload<'cart.updated'> = {
      cart: cart({ phoneCart: lines }),
      total: phones * price,
      itemCount: phones,
      promo: null,
    };
    bus.publish('cart.updated', snapshot);
  }, [phones, price]);
  return null;
}

export function CheckoutStory({
  session = {},
  phones = 1,
  price = 2499,
  user = null,
  attempt,
  fake,
  adjust,
  country,
  children,
}: CheckoutStoryArgs & { readonly country: Country; readonly children: ReactNode }) {
  const storage = memoryStorage();
  const entries = typeof session === 'function' ? session(country) : session;
  for (const [key, value] of Object.entries(entries)) {
    storage.setItem(key, serializeSessionEntry(key as CheckoutSessionKey, value as never));
  }
  if (attempt) storage.setItem(ATTEMPT_KEY, JSON.stringify(attempt));
  const { api } = fakeCheckoutApi(fake);
  adjust?.(api);
  bus.publish('session.changed', { user });
  return (
    <CheckoutRoot
      key={country}
      country={country}
      config={config}
      ports={{ api, storage, botCheck: { token: async () => 'bot-token-0123456789' } }}
    >
      <Announce phones={phones} price={price} />
      {children}
    </CheckoutRoot>
  );
}
