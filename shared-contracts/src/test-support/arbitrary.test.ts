/**
 * The schema-to-arbitrary engine that the rule book's properties stand on: every value it
 * generates for a sample of the contracts passes the schema's parse and comes back unchanged, and
 * a schema it cannot generate faithfully is refused with the path that stops it.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import * as z from 'zod/mini';
import {
  AddressFormSchema,
  AnalyticsCartProductSchema,
  BuyStateSchema,
  CartStateSchema,
  CatalogQuerySchema,
  CheckoutAccessorySchema,
  CheckoutFlagsSchema,
  CheckoutSessionSchemas,
  ModelPageResponseSchema,
  NewSaleSchema,
  PaymentMethodSchema,
  PhoneCartItemSchema,
  PlaceOrderRequestSchema,
  RefreshCartResponseSchema,
  RemotesJsonSchema,
  SaleSchema,
  SelectedDeliveryAddressSchema,
  SellCatalogResponseSchema,
  SellQuestionnaireResponseSchema,
  SharedCheckoutStateSchema,
  SubmitSaleRequestSchema,
  WarrantyReturnDataSchema,
} from './all-exports.js';
import { arbitraryOf, type AnySchema } from './arbitrary.js';
import { domainOf } from './domain-arbitraries.js';

const RUNS = { numRuns: 300 };

const SAMPLE: readonly [string, AnySchema][] = [
  ['CartState', CartStateSchema],
  ['PhoneCartItem', PhoneCartItemSchema],
  ['BuyState (a refined accessory, nullable promo)', BuyStateSchema],
  ['CheckoutAccessory (refined)', CheckoutAccessorySchema],
  ['AddressForm', AddressFormSchema],
  ['SelectedDeliveryAddress (union)', SelectedDeliveryAddressSchema],
  ...Object.entries(CheckoutSessionSchemas).map(([key, schema]): [string, AnySchema] => [
    `checkout session ${key}`,
    schema,
  ]),
  ['PaymentMethod (amount bounds)', PaymentMethodSchema],
  ['CheckoutFlags (defaults)', CheckoutFlagsSchema],
  ['AnalyticsCartProduct (strict)', AnalyticsCartProductSchema],
  ['RefreshCartResponse', RefreshCartResponseSchema],
  ['WarrantyReturnData', WarrantyReturnDataSchema],
  ['ModelPageResponse', ModelPageResponseSchema],
  ['SellCatalogResponse', SellCatalogResponseSchema],
  ['SellQuestionnaireResponse', SellQuestionnaireResponseSchema],
  ['Sale (date-times, discriminated union, record)', SaleSchema],
  ['RemotesJson (partial record)', RemotesJsonSchema],
];

/** The parse accepts `value` (else its issues are the failure) and gives it back unchanged. */
function expectFixedPoint(schema: AnySchema, value: unknown) {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new Error(z.prettifyError(result.error));
  // toEqual, not toStrictEqual: a record may hold a key named `constructor`, which Jest's type
  // check would read as the object's class.
  expect(result.data).toEqual(value);
}

describe('arbitraryOf: every generated value is valid and a fixed point of the parse', () => {
  it.each(SAMPLE)('%s', (name, schema) => {
    fc.assert(
      fc.property(arbitraryOf(schema, { name }), (value) => expectFixedPoint(schema, value)),
      RUNS,
    );
  });

  // An IBAN goes through a transform, so it needs an override (the domain arbitraries' valid IBAN);
  // a person's name is a refinement few random strings pass, so it needs one too.
  it.each([
    [
      'PlaceOrderRequest (emails, trimmed text, patterns; a person’s name)',
      PlaceOrderRequestSchema,
    ],
    ['NewSale', NewSaleSchema],
    ['SubmitSaleRequest (IBAN of the site, refined)', SubmitSaleRequestSchema],
  ] as const)('%s, with a valid IBAN as the override', (name, schema) => {
    fc.assert(
      fc.property(domainOf(schema, name), (value) => expectFixedPoint(schema, value)),
      RUNS,
    );
  });
});

describe('arbitraryOf refuses what it cannot generate, naming the path', () => {
  it.each([
    ['a pipe into a transform', CatalogQuerySchema, 'CatalogQuery.type<1>', /a pipe/],
    [
      'a custom schema',
      SharedCheckoutStateSchema,
      'SharedCheckoutState.checkoutSummary.refetch',
      /'custom' is not supported/,
    ],
    [
      'a refinement that refuses most values',
      z.object({ code: z.string().check(z.refine((s) => s === 'RO')) }),
      'Form.code',
      /only 0% of the generated values pass/,
    ],
    [
      'a record keyed by numbers',
      z.record(z.number(), z.string()),
      'Form',
      /not strings or an enum/,
    ],
  ] as const)('%s', (_what, schema, path, problem) => {
    const name = path.split('.')[0]!;
    expect(() => arbitraryOf(schema, { name })).toThrow(problem);
    expect(() => arbitraryOf(schema, { name })).toThrow(` at ${path};`);
  });

  it('an override stands in for the schema it is keyed by, wherever it appears', () => {
    const Code = z.string().check(z.refine((s) => s === 'RO'));
    const schema = z.object({ a: Code, b: z.array(Code) });
    const values = fc.sample(
      arbitraryOf(schema, { overrides: new Map([[Code, fc.constant('RO')]]) }),
      50,
    );
    for (const value of values) expect(schema.safeParse(value).success).toBe(true);
  });

  it('numbers stay in the realistic range unless the schema says otherwise', () => {
    const values = fc.sample(
      arbitraryOf(z.object({ any: z.number(), big: z.int().check(z.gte(5e9)) })),
      200,
    );
    for (const { any, big } of values) {
      expect(Math.abs(any)).toBeLessThanOrEqual(1_000_000);
      expect(big).toBeGreaterThanOrEqual(5e9);
    }
  });
});
