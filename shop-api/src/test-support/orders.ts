/** Builders for checkout tests: a phone in stock, an order request, the total the person sees. */
import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  CheckoutCartSchema,
  CheckoutSummaryResponseSchema,
  PlaceOrderResponseSchema,
  type CheckoutCart,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
} from '@refurb/shared-contracts/api/checkout';
import { sql } from 'drizzle-orm';
import { testBotToken, type TestServer } from './server.js';

type Country = CheckoutCart['country'];
export interface PickedPhone {
  readonly product: { readonly id: string; readonly legacySellOrderId: number };
  readonly price: number;
}

/** A smartphone in stock, with its price in `country`, that no earlier call picked. */
export function pickPhone(
  server: Pick<TestServer, 'seed'>,
  used: Set<string>,
  country: Country = 'ro',
  minStock = 1,
): PickedPhone {
  const product = server.seed.products.find((p) => {
    const model = server.seed.models.find((m) => m.id === p.modelId)!;
    return model.deviceType === 'SMARTPHONE' && p.stock >= minStock && !used.has(p.id);
  });
  if (!product) throw new Error('no phone left to pick');
  used.add(product.id);
  const price = server.seed.productPrices.find(
    (x) => x.productId === product.id && x.country === country,
  )!.price;
  return { product, price };
}

export const TEST_ADDRESS = {
  judet: 'Cluj',
  oras: 'Cluj-Napoca',
  county_id: 12,
  locality_id: 681290,
  strada: 'Str. Memorandumului',
  nr: '28',
  cod_postal: '400114',
  details: null,
};

/** A courier address of each country: a town of the seeded places and the country's postal code. */
export const TEST_ADDRESSES: Readonly<Record<Country, typeof TEST_ADDRESS>> = {
  ro: TEST_ADDRESS,
  bg: {
    ...TEST_ADDRESS,
    judet: 'София-град',
    oras: 'София',
    county_id: 122,
    locality_id: 727011,
    strada: 'ул. Раковски',
    cod_postal: '1000',
  },
  hu: {
    ...TEST_ADDRESS,
    judet: 'Budapest',
    oras: 'Budapest',
    county_id: 204,
    locality_id: 3054643,
    strada: 'Andrássy út',
    cod_postal: '1061',
  },
  gr: {
    ...TEST_ADDRESS,
    judet: 'Αθήνα',
    oras: 'Αθήνα',
    county_id: 340,
    locality_id: 264371,
    strada: 'Οδός Ερμού',
    cod_postal: '105 63',
  },
};

export function orderRequest(
  country: Country,
  phone: PickedPhone,
  overrides: Partial<PlaceOrderRequest> = {},
): PlaceOrderRequest {
  return {
    country,
    phones: [
      {
        productId: phone.product.id,
        legacySellOrderId: phone.product.legacySellOrderId,
        shownPrice: phone.price,
        extraServiceIds: [],
        deviceAccessoryIds: [],
      },
    ],
    accessories: [],
    delivery: 'courier',
    paymentMethod: 'cash-on-delivery',
    idempotencyKey: randomUUID(),
    botToken: testBotToken('place_order'),
    shownTotal: 0,
    contact: { name: 'Ana Popescu', email: 'ana@example.ro', phone: '+40 722 123 456' },
    deliveryDetails: { kind: 'courier', subType: '', address: TEST_ADDRESSES[country] },
    billing: { customerType: 'personal' },
    ...overrides,
  };
}

/** The cart part of an order request (the schema drops contact, delivery details, billing, ...). */
export const cartOf = (request: PlaceOrderRequest): CheckoutCart =>
  CheckoutCartSchema.parse(request);

/** Asks for the summary and returns the request with the total the person would be shown. */
export async function withShownTotal(
  server: TestServer,
  request: PlaceOrderRequest,
): Promise<PlaceOrderRequest> {
  const response = await server.post('/shop/checkout/summary', cartOf(request));
  expect(response.status).toBe(200);
  const { summary } = CheckoutSummaryResponseSchema.parse(await response.json());
  return { ...request, shownTotal: summary.total };
}

/** Places an order the way the checkout does and returns the answer. */
export async function placeOrder(
  server: TestServer,
  request: PlaceOrderRequest,
): Promise<PlaceOrderResponse> {
  const response = await server.post('/shop/orders', await withShownTotal(server, request));
  expect(response.status).toBe(201);
  return PlaceOrderResponseSchema.parse(await response.json());
}

/** A product's stock as stored now. */
export async function stockOf(
  server: Pick<TestServer, 'database'>,
  productId: string,
): Promise<number> {
  const [row] = await server.database.rows<{ stock: number }>(
    sql`SELECT stock FROM products WHERE id = ${productId}`,
  );
  if (!row) throw new Error(`no product ${productId}`);
  return row.stock;
}
