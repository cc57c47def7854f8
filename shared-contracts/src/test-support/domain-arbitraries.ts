/**
 * Arbitraries of the shop's domain for properties over the rule book: contract types from their
 * schemas (`arbitraryOf`), narrowed where a rule's branches depend on values meeting. Ids come from
 * a small pool, so a cart's phone, its battery entry and the id a rule is asked about collide as
 * they do in a real cart; order ids too, so a refresh answer names some of the cart's phones, and
 * question keys, so answers answer the questions asked. Instants and months stay in ranges a shop
 * meets (1970 to 2100, ±20 years); text that a rule parses is drawn near what it accepts, too.
 */
import fc from 'fast-check';
import { CART_STATE_VERSION } from '../constants.js';
import { OrderContactSchema } from '../api/checkout.schema.js';
import { SaleConditionAnswersSchema, SalePayoutInputSchema } from '../api/sales.schema.js';
import { SellModelSchema, SellQuestionSchema } from '../api/sell.schema.js';
import {
  RefreshCartResponseSchema,
  RefreshedAccessorySchema,
  RefreshedPhoneSchema,
} from '../schemas/cart-refresh.schema.js';
import {
  CartAccessorySchema,
  CartStateSchema,
  PhoneCartItemSchema,
} from '../schemas/cart.schema.js';
import { COUNTRIES } from '../schemas/enums.schema.js';
import { buildRoutePath } from '../rules/localized-routes.js';
import { ROUTE_NAMES } from '../rules/route-names.js';
import { ROUTE_TABLE } from '../rules/route-table.js';
import { arbitraryOf, text, type AnySchema } from './arbitrary.js';

export const country = fc.constantFrom(...COUNTRIES);

/** Epoch milliseconds from 1970 to 2100. */
export const epochMs = fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) });
export const instant = epochMs.map((ms) => new Date(ms));
/** An ISO calendar day (YYYY-MM-DD). */
export const isoDay = instant.map((d) => d.toISOString().slice(0, 10));
/** Calendar months either way, up to 20 years. */
export const months = fc.integer({ min: -240, max: 240 });
/** The sites' zones and a few with odd offsets (+05:45, +14:00, -10:00). */
export const timeZone = fc.constantFrom(
  'Europe/Bucharest',
  'Europe/Sofia',
  'Europe/Budapest',
  'Europe/Athens',
  'UTC',
  'Asia/Kathmandu',
  'Pacific/Kiritimati',
  'Pacific/Honolulu',
);

export const ID_POOL = ['p1', 'p2', 'p3', 'a1', 'a2', 'bat'] as const;
export const id = fc.constantFrom(...ID_POOL);
const orderId = fc.integer({ min: 1000, max: 1004 });
const questionKey = fc.constantFrom('powers-on', 'screen', 'battery', 'yes', 'no');

/** The IBAN lengths of the shop's countries and of a few others a refund may go to. */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  RO: 24,
  BG: 22,
  HU: 28,
  GR: 27,
  DE: 22,
  NL: 18,
  MT: 31,
};

/**
 * A valid IBAN (ISO 13616 check digits) of `site`'s country, or of any country listed above.
 * Check digits: 98 minus the remainder by 97 of the account, the country and `00`, letters read
 * as 10..35.
 */
export function validIban(site?: string): fc.Arbitrary<string> {
  const code = site ? fc.constant(site.toUpperCase()) : fc.constantFrom(...Object.keys(ACCOUNTS));
  return code.chain((cc) =>
    ACCOUNTS[cc]!.map((account) => {
      const digits = `${account}${cc}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
      const check = String(98n - (BigInt(digits) % 97n)).padStart(2, '0');
      return `${cc}${check}${account}`;
    }),
  );
}

const ALPHANUMERIC = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
/** The account part (BBAN) of each country's IBAN: its length less the country and check digits. */
const ACCOUNTS: Readonly<Record<string, fc.Arbitrary<string>>> = Object.fromEntries(
  Object.entries(IBAN_LENGTHS).map(([cc, length]) => [
    cc,
    fc.string({ unit: ALPHANUMERIC, minLength: length - 4, maxLength: length - 4 }),
  ]),
);

/** Where the contracts' values must meet for the rules to branch. */
const OVERRIDES = new Map<AnySchema, fc.Arbitrary<unknown>>([
  // `Id` is one schema for every id of a cart line (phone, service, accessory, battery, product).
  [PhoneCartItemSchema.shape.id, id],
  [PhoneCartItemSchema.shape.order_id, orderId],
  [CartAccessorySchema.shape.name, fc.oneof(text(), fc.constantFrom('Folie montata profesional'))],
  [
    CartAccessorySchema.shape.category,
    fc.option(fc.constantFrom('BATTERY', 'CASE'), { nil: undefined }),
  ],
  [CartStateSchema.shape.timestamp, epochMs],
  [CartStateSchema.shape.expireAt, epochMs],
  [CartStateSchema.shape.stateVersion, fc.constantFrom(CART_STATE_VERSION, '1.03')],
  [RefreshedPhoneSchema.shape.legacySellOrderId, orderId],
  [RefreshedPhoneSchema.shape.productId, id],
  [RefreshedAccessorySchema.shape.id, id],
  // A person's name: letters of some scripts with the signs a name may hold (isValidPersonName).
  [
    OrderContactSchema.shape.name,
    fc
      .tuple(
        fc.string({ unit: fc.constantFrom(...'AaĂășțΓιώИвőÉé'), minLength: 2, maxLength: 20 }),
        fc.constantFrom('', ' Pop', '-Maria', ' O’Neil', " D'Arc", ' J. Szőke'),
      )
      .map(([first, rest]) => `${first}${rest}`),
  ],
  // A phone number: international, so valid on every site (rules/phone.ts).
  [OrderContactSchema.shape.phone, fc.stringMatching(/^\+[1-9]\d{7,14}$/)],
  [SalePayoutInputSchema.shape.iban, fc.oneof(country, fc.constant(undefined)).chain(validIban)],
  // The sell contracts' `Key`: question and option keys, and the keys of the answers.
  [SellQuestionSchema.shape.key, questionKey],
  [SaleConditionAnswersSchema._zod.def.keyType, questionKey],
]);

/** `arbitraryOf` with the overrides above. */
export function domainOf<S extends AnySchema>(schema: S, name: string) {
  return arbitraryOf(schema, { name, overrides: OVERRIDES });
}

export const cartState = domainOf(CartStateSchema, 'CartState');
export const phoneItem = domainOf(PhoneCartItemSchema, 'PhoneCartItem');
export const cartAccessory = domainOf(CartAccessorySchema, 'CartAccessory');
export const refreshAnswer = domainOf(RefreshCartResponseSchema, 'RefreshCartResponse');

/** A cart and the id of one of its phones, or of none. */
export const cartAndPhoneId = fc
  .tuple(cartState, fc.nat(), id)
  .map(([cart, pick, other]) => [cart, cart.phoneCart[pick % 4]?.id ?? other] as const);

export const sellQuestions = fc.array(domainOf(SellQuestionSchema, 'SellQuestion'), {
  maxLength: 5,
});
export const sellAnswers = domainOf(SaleConditionAnswersSchema, 'SaleConditionAnswers');
/** Sell models and a query: a word of one model's name, or any text. */
export const sellModelsAndQuery = fc
  .tuple(fc.array(domainOf(SellModelSchema, 'SellModel'), { maxLength: 4 }), fc.nat(), text())
  .map(([models, pick, other]) => [models, models[pick % 5]?.name.split(' ')[0] ?? other] as const);

/** Digits of any count up to `maxLength` (`size: 'max'`: fast-check would keep them short). */
const digits = (maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength, size: 'max' });
/** A number as a translation writes it: spaces, a sign, a decimal comma; up to 330 digits. */
export const numericText = fc
  .tuple(
    fc.constantFrom('', '-', ' '),
    fc.oneof(digits(6), digits(330)),
    fc.constantFrom('', ',5', '.25'),
  )
  .map((parts) => parts.join(''));

/** Any text, a valid IBAN, one spaced in groups and lower case, one with a character changed. */
export const ibanText = fc.oneof(
  text(),
  validIban(),
  validIban().map((v) => v.toLowerCase().replace(/(.{4})/g, '$1 ')),
  fc
    .tuple(validIban(), fc.nat(), fc.constantFrom(...'0123456789X'))
    .map(([v, at, c]) => v.slice(0, at % v.length) + c + v.slice((at % v.length) + 1)),
);

/** Any text, or digits with the separators people type (`+40 (722) 123-456`). */
export const phoneText = fc.oneof(text(), fc.stringMatching(/^(\+|00)?[0-9 ()./-]{4,18}$/));

/** Any route, half the time one that takes parameters (the few whose paths encode them). */
export const routeName = fc.oneof(
  fc.constantFrom(...ROUTE_NAMES),
  fc.constantFrom(
    ...ROUTE_NAMES.filter((name) => COUNTRIES.some((c) => ROUTE_TABLE[c][name]?.includes(':'))),
  ),
);
export const routeParams = fc.dictionary(
  fc.constantFrom('brandSlug', 'slug', 'legacyModelId', 'shape', 'saleId', 'step', 'other'),
  fc.oneof(text(), fc.integer(), fc.constant(undefined)),
  { noNullPrototype: true },
);
/** Any text, or a path of the route table with anything after it (a query, an anchor). */
export const pathname = fc.oneof(
  text(),
  fc
    .tuple(country, routeName, routeParams, text())
    .map(([c, name, params, tail]) => `${buildRoutePath(c, name, params) ?? '/'}${tail}`),
);
