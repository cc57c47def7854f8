/** Helpers for the account's route tests: calls with a session cookie, orders placed signed in. */
import { expect } from '@jest/globals';
import { ApiErrorSchema } from '@refurb/shared-contracts';
import {
  PlaceOrderResponseSchema,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
} from '@refurb/shared-contracts/api/checkout';
import { withShownTotal } from './orders.js';
import type { TestServer } from './server.js';

export function call(
  server: TestServer,
  path: string,
  options: { method?: string; cookie?: string; body?: unknown } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.url}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** Places the order as the person of `cookie`, at the total the summary shows. */
export async function placeSignedIn(
  server: TestServer,
  cookie: string,
  request: PlaceOrderRequest,
): Promise<PlaceOrderResponse & { request: PlaceOrderRequest }> {
  const shown = await withShownTotal(server, request);
  const response = await call(server, '/shop/orders', { method: 'POST', cookie, body: shown });
  expect(response.status).toBe(201);
  return { ...PlaceOrderResponseSchema.parse(await response.json()), request: shown };
}

/** The id of a seeded smartphone extra service (`extended_warranty_12`, `insurance_Ad_Th_12`). */
export const smartphoneExtra = (key: string): string => `smartphone-${key}`;

/** Asserts an error answer: its status, its code and, when given, the field it names. */
export async function expectRefusal(
  response: Response,
  status: number,
  code: string,
  field?: string,
): Promise<string> {
  expect(response.status).toBe(status);
  const { error } = ApiErrorSchema.parse(await response.json());
  expect(error.code).toBe(code);
  if (field) expect(error.field).toBe(field);
  return error.message;
}
