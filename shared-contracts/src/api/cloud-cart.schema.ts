/**
 * The cloud cart (spec sections 3, 4 and 7): one document per person, `carts/{uid}`, holding the
 * stored cart, written by shop-api alone (`PUT /bff/me/cart`) and read by the person's browsers
 * through the Firestore listener. firestore.rules let a person read their own document and let no
 * browser write any: the rules engine cannot check a cart item by item (Firestore's limit of 1,000
 * expressions a request is passed at three phones), so shop-api parses every write with the cart's
 * own schema, bounded here, before it reaches the store.
 *
 * Decisions (issue 33 point 2, issue 32's Firestore item):
 * - Writes are ordered by the server, never by the clocks of the devices. Each write gets a
 *   `revision` from shop-api in a Firestore transaction: one more than the document's, and at
 *   least the server's time in milliseconds, so it keeps growing when the document is deleted and
 *   made again (a store restored empty). A browser compares revisions, not `timestamp`s.
 * - Each write names its `writer`: one id per page of the shop (a tab, a device), so a page knows
 *   its own write when the listener brings it back and ignores that echo.
 * - `timestamp` and `expireAt` stay in the cart as the spec names them: `timestamp` is the stamp
 *   of the cart's content (two carts with the same stamp are the same cart; the spec's "timestamp
 *   differs → replace" compares stamps for equality only), `expireAt` is its month of life.
 *   Neither orders writes between devices.
 * - Bounds: the cart's own list limits (constants.ts), at most `CLOUD_CART_MAX_OFFERS` extra
 *   services and accessories offered on one phone, and no text longer than
 *   `CLOUD_CART_MAX_TEXT`. A bigger cart is a 400 naming the place; unknown fields anywhere are a
 *   400 too (shop-api's `parseInput`), so nobody parks arbitrary data in the store.
 */
import * as z from 'zod/mini';
import {
  CART_MAX_ACCESSORIES,
  CART_MAX_BATTERIES,
  CART_MAX_DEVICE_ACCESSORIES,
  CART_MAX_EXTRA_SERVICES,
  CART_MAX_PHONES,
} from '../constants.js';
import { CartStateSchema, type CartState } from '../schemas/cart.schema.js';

/** The longest text anywhere in a cloud cart (a title, an image address, a product URL). */
export const CLOUD_CART_MAX_TEXT = 2000;
/** Extra services, and accessories, offered on one phone that a cloud cart may carry. */
export const CLOUD_CART_MAX_OFFERS = 60;

type Issue = { readonly path: (string | number)[]; readonly message: string };

/** The first text in `value` longer than `CLOUD_CART_MAX_TEXT`, with its path. */
function longText(value: unknown, path: (string | number)[] = []): Issue | null {
  if (typeof value === 'string') {
    return value.length > CLOUD_CART_MAX_TEXT
      ? { path, message: `at most ${CLOUD_CART_MAX_TEXT} characters` }
      : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = longText(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = longText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** The first list of `cart` past its bound, with its path. */
function longList(cart: CartState): Issue | null {
  const over = (list: readonly unknown[], max: number, path: (string | number)[], what: string) =>
    list.length > max ? { path, message: `at most ${max} ${what} in one cart` } : null;
  const top =
    over(cart.phoneCart, CART_MAX_PHONES, ['phoneCart'], 'phones') ??
    over(cart.accessoryCart, CART_MAX_ACCESSORIES, ['accessoryCart'], 'accessories') ??
    over(cart.batteryCart, CART_MAX_BATTERIES, ['batteryCart'], 'batteries');
  if (top) return top;
  for (const [i, phone] of cart.phoneCart.entries()) {
    const at = (field: string) => ['phoneCart', i, field];
    const found =
      over(
        phone.selected_extra_services,
        CART_MAX_EXTRA_SERVICES,
        at('selected_extra_services'),
        'extra services of one phone',
      ) ??
      over(
        phone.deviceAccessories,
        CART_MAX_DEVICE_ACCESSORIES,
        at('deviceAccessories'),
        'accessories of one phone',
      ) ??
      over(
        phone.available_extra_services,
        CLOUD_CART_MAX_OFFERS,
        at('available_extra_services'),
        'extra services offered on one phone',
      ) ??
      over(
        phone.deviceAvailableAccessories,
        CLOUD_CART_MAX_OFFERS,
        at('deviceAvailableAccessories'),
        'accessories offered on one phone',
      );
    if (found) return found;
  }
  return null;
}

/** The stored cart with the bounds of a cloud document (whatever fields the cart state has). */
export const CloudCartSchema = CartStateSchema.check(
  z.superRefine((cart, context) => {
    const issue = longList(cart) ?? longText(cart);
    if (issue) context.addIssue({ code: 'custom', input: cart, ...issue });
  }),
);

/** A page's writer id: letters, digits, `-` and `_`, 8 to 64 of them (a random UUID fits). */
export const CloudCartWriterSchema = z
  .string()
  .check(z.minLength(8), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));

/** `PUT /bff/me/cart`: the session's person's cart, and the page that writes it. */
export const CloudCartWriteRequestSchema = z.object({
  cart: CloudCartSchema,
  writer: CloudCartWriterSchema,
});
export type CloudCartWriteRequest = z.infer<typeof CloudCartWriteRequestSchema>;

/** The revision shop-api gave the write. */
export const CloudCartWriteResponseSchema = z.object({
  revision: z.int().check(z.positive()),
});
export type CloudCartWriteResponse = z.infer<typeof CloudCartWriteResponseSchema>;

/**
 * The fields shop-api adds to the cart in the document: the write's revision and writer (and an
 * `updatedAt` server timestamp for people reading the store). A document without them (written
 * before they existed, or by hand) has no revision: any write of this release is newer.
 */
export const CloudCartStampSchema = z.object({
  revision: z.int().check(z.positive()),
  writer: CloudCartWriterSchema,
});
export type CloudCartStamp = z.infer<typeof CloudCartStampSchema>;
