/**
 * `PUT /bff/me/cart` against Google's Firestore emulator with the project's firestore.rules
 * (started for this suite alone): shop-api is the only writer of the cloud carts, a person writes
 * only their own, through a session and from the site, a cart the contract accepts, and every
 * write gets a revision greater than the document's last.
 */
import { CLOUD_CART_MAX_TEXT } from '@refurb/shared-contracts/testing';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CART_MAX_PHONES } from '@refurb/shared-contracts';
import { CloudCartWriteResponseSchema } from '@refurb/shared-contracts/api/cloud-cart';
import { type CartState, type PhoneCartItem } from '@refurb/shared-contracts/cart';
import {
  readAsOwner,
  startFirestoreEmulator,
  writeAsPerson,
  type FirestoreEmulator,
} from '../test-support/firestore-emulator.js';
import { startTestServer, type TestServer } from '../test-support/server.js';
import { signedIn, signUp } from '../test-support/sessions.js';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);

function phone(overrides: Partial<PhoneCartItem> = {}): PhoneCartItem {
  return {
    type: 'phone',
    id: 'p1',
    order_id: 1001,
    productId: 'prod-1',
    buy_price: 2499,
    title: 'Apple iPhone 13 128GB Midnight',
    modelDisplayName: 'iPhone 13',
    configSummary: '128GB, Midnight',
    shortTitle: 'iPhone 13 128GB',
    brand: 'Apple',
    model: 'iPhone 13',
    color: 'Midnight',
    model_type: 'SMARTPHONE',
    shape: 'FOARTE_BUN',
    selected_extra_services: [],
    available_extra_services: [],
    deviceAccessories: [],
    deviceAvailableAccessories: [],
    availability: 3,
    productImage: 'https://img.example/iphone-13-320.jpg',
    productUrl: '/magazin/apple/telefoane-apple-iphone-13-128gb-midnight/1234/',
    sku: 'SKU-1',
    model_id: 1234,
    batteryType: 'Standard',
    ...overrides,
  };
}

function cart(overrides: Partial<CartState> = {}): CartState {
  return {
    phoneCart: [],
    accessoryCart: [],
    batteryCart: [],
    giftWrap: { isActive: false, is_wrapping_tax: false },
    timestamp: NOW,
    expireAt: NOW + 30 * 86_400_000,
    stateVersion: '1.04',
    ...overrides,
  } as CartState;
}

type RestValue = {
  integerValue?: string;
  stringValue?: string;
  arrayValue?: { values?: unknown[] };
};
const messageOf = (body: unknown) => (body as { error: { message: string } }).error.message;
const field = (fields: Record<string, unknown> | null, name: string) =>
  fields?.[name] as RestValue | undefined;

describe('PUT /bff/me/cart', () => {
  let emulator: FirestoreEmulator;
  let server: TestServer;

  beforeAll(async () => {
    emulator = await startFirestoreEmulator();
    process.env.TEST_FIRESTORE_EMULATOR_HOST = emulator.host;
    server = await startTestServer();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await emulator?.stop();
  });

  const put = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/bff/me/cart`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const stored = (uid: string) => readAsOwner(emulator.host, `carts/${uid}`);

  it('writes the session’s person’s cart with a revision and the writer, and the revision grows', async () => {
    const { user, cookie } = await signedIn(server);
    const first = await put(
      { cart: cart({ phoneCart: [phone()] }), writer: 'page-one-1234' },
      { cookie },
    );
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const { revision: r1 } = CloudCartWriteResponseSchema.parse(await first.json());
    const doc1 = await stored(user.id);
    expect(field(doc1, 'revision')?.integerValue).toBe(String(r1));
    expect(field(doc1, 'writer')?.stringValue).toBe('page-one-1234');
    expect(field(doc1, 'phoneCart')?.arrayValue?.values).toHaveLength(1);
    // Timestamps are the client's stamp of the content, kept as sent; never an order.
    expect(field(doc1, 'timestamp')?.integerValue).toBe(String(NOW));

    // Another device whose clock is an hour behind writes next: its write is still the newer.
    const behind = cart({ timestamp: NOW - 3_600_000, phoneCart: [] });
    const second = await put({ cart: behind, writer: 'page-two-5678' }, { cookie });
    expect(second.status).toBe(200);
    const { revision: r2 } = CloudCartWriteResponseSchema.parse(await second.json());
    expect(r2).toBeGreaterThan(r1);
    const doc2 = await stored(user.id);
    expect(field(doc2, 'revision')?.integerValue).toBe(String(r2));
    expect(field(doc2, 'writer')?.stringValue).toBe('page-two-5678');
    expect(field(doc2, 'phoneCart')?.arrayValue?.values ?? []).toHaveLength(0);
  });

  it('needs a session: a visitor is a 401 and nothing is written', async () => {
    const answer = await put({ cart: cart(), writer: 'page-visitor-1' });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ error: { code: 'not_signed_in' } });
  });

  it('refuses a call from another site’s page (403) before anything is written', async () => {
    const { user, cookie } = await signedIn(server);
    const answer = await put(
      { cart: cart({ phoneCart: [phone()] }), writer: 'page-forged-1' },
      { cookie, origin: 'https://evil.example' },
    );
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ error: { code: 'cross_site_refused' } });
    const crossSite = await put(
      { cart: cart({ phoneCart: [phone()] }), writer: 'page-forged-2' },
      { cookie, 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
    expect(await stored(user.id)).toBeNull();
  });

  it.each([
    ['not JSON', '{"cart":', ''],
    ['no cart', { writer: 'page-abc-123' }, 'body.cart'],
    [
      'a list that is not one',
      { cart: { ...cart(), phoneCart: 'x' }, writer: 'page-abc-123' },
      'body.cart.phoneCart',
    ],
    [
      'a phone without a price',
      {
        cart: cart({ phoneCart: [{ ...phone(), buy_price: 'free' } as never] }),
        writer: 'page-abc-123',
      },
      'body.cart.phoneCart.0.buy_price',
    ],
    [
      'junk parked in an item',
      {
        cart: cart({ phoneCart: [{ ...phone(), junk: 'x'.repeat(1000) } as never] }),
        writer: 'page-abc-123',
      },
      'body.cart.phoneCart.0.junk',
    ],
    ['a field beside the cart', { cart: cart(), writer: 'page-abc-123', extra: 1 }, 'body.extra'],
    ['a writer id with markup', { cart: cart(), writer: '<b>page</b>' }, 'body.writer'],
  ])('refuses %s with a 400 naming the place, and writes nothing', async (_label, body, where) => {
    const { user, cookie } = await signedIn(server);
    const answer = await put(body, { cookie });
    expect(answer.status).toBe(400);
    expect(messageOf(await answer.json()).startsWith(where)).toBe(true);
    expect(await stored(user.id)).toBeNull();
  });

  it.each([
    [
      `${CART_MAX_PHONES + 1} phones`,
      () =>
        cart({
          phoneCart: Array.from({ length: CART_MAX_PHONES + 1 }, (_, i) => phone({ id: `p${i}` })),
        }),
      'body.cart.phoneCart',
    ],
    [
      'a title of 100,000 characters',
      () => cart({ phoneCart: [phone({ title: 't'.repeat(100_000) })] }),
      'body.cart.phoneCart.0.title',
    ],
    [
      `a text one past ${CLOUD_CART_MAX_TEXT} characters in a phone's accessory`,
      () =>
        cart({
          phoneCart: [
            phone({
              deviceAccessories: [
                {
                  id: 'a1',
                  name: 'n'.repeat(CLOUD_CART_MAX_TEXT + 1),
                  price: 1,
                  type: 'accessory',
                  isActive: true,
                  isWrappingTax: false,
                },
              ],
            }),
          ],
        }),
      'body.cart.phoneCart.0.deviceAccessories.0.name',
    ],
  ])(
    'refuses an oversized cart (%s) with a 400, and writes nothing',
    async (_label, make, where) => {
      const { user, cookie } = await signedIn(server);
      const answer = await put({ cart: make(), writer: 'page-big-1234' }, { cookie });
      expect(answer.status).toBe(400);
      expect(messageOf(await answer.json()).startsWith(where)).toBe(true);
      expect(await stored(user.id)).toBeNull();
    },
  );

  it('cannot write another person’s cart: the uid is the session’s, a named one is a 400', async () => {
    const mine = await signedIn(server);
    const theirs = await signedIn(server);
    const theirCart = cart({ phoneCart: [phone({ id: 'theirs' })] });
    expect(
      (await put({ cart: theirCart, writer: 'page-theirs-1' }, { cookie: theirs.cookie })).status,
    ).toBe(200);
    const before = await stored(theirs.user.id);

    const named = await put(
      { cart: cart(), writer: 'page-mine-0001', uid: theirs.user.id },
      { cookie: mine.cookie },
    );
    expect(named.status).toBe(400);
    const written = await put({ cart: cart(), writer: 'page-mine-0001' }, { cookie: mine.cookie });
    expect(written.status).toBe(200);
    expect(await stored(theirs.user.id)).toEqual(before);
    expect(field(await stored(mine.user.id), 'writer')?.stringValue).toBe('page-mine-0001');
  });

  it('firestore.rules: a person reads their own cart but cannot write it, nor anyone’s', async () => {
    const { user, cookie } = await signedIn(server);
    expect(
      (await put({ cart: cart({ phoneCart: [phone()] }), writer: 'page-rules-01' }, { cookie }))
        .status,
    ).toBe(200);
    // The person's own Firebase ID token, as the cart's listener signs in.
    const { idToken } = await signUp();
    const uidOf = (token: string) =>
      (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { user_id: string })
        .user_id;
    const own = uidOf(idToken);
    // A cart the old rules let in (every field, bounded lists) with junk parked in its one item.
    const junkCart = {
      phoneCart: { arrayValue: { values: [{ stringValue: 'x'.repeat(100_000) }] } },
      accessoryCart: { arrayValue: {} },
      batteryCart: { arrayValue: {} },
      giftWrap: {
        mapValue: {
          fields: { isActive: { booleanValue: false }, is_wrapping_tax: { booleanValue: false } },
        },
      },
      timestamp: { integerValue: String(NOW) },
      expireAt: { integerValue: String(NOW + 86_400_000) },
      stateVersion: { stringValue: '1.04' },
    };
    const ownWrite = await writeAsPerson(emulator.host, `carts/${own}`, idToken, junkCart);
    expect(ownWrite.status).toBe(403);
    const othersWrite = await writeAsPerson(emulator.host, `carts/${user.id}`, idToken, junkCart);
    expect(othersWrite.status).toBe(403);
    const documents = `http://${emulator.host}/v1/projects/demo-refurb/databases/(default)/documents`;
    const read = (uid: string) =>
      fetch(`${documents}/carts/${uid}`, { headers: { authorization: `Bearer ${idToken}` } });
    expect((await read(user.id)).status).toBe(403);
    // Their own (missing) document is theirs to read: 404, not 403.
    expect((await read(own)).status).toBe(404);
  });
});
