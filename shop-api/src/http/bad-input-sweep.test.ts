import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RouteOptions } from 'fastify';
import {
  BAD_BODIES,
  HOSTILE_STRINGS,
  OUT_OF_RANGE_INTEGERS,
  OUT_OF_RANGE_INTEGER_TEXTS,
  RAW_BAD_SEGMENTS,
  badInputVerdict,
  changedTables,
  databaseFingerprint,
} from '../test-support/bad-input.js';
import { TEST_ADDRESS, orderRequest, pickPhone } from '../test-support/orders.js';
import {
  startTestServer,
  TEST_REVIEW_MODERATION_TOKEN,
  type TestServer,
} from '../test-support/server.js';
import { signedIn } from '../test-support/sessions.js';

/**
 * The bad-input sweep of issue 12: every route the app adds (collected as it adds them, so a new
 * route is swept without being listed) is fed bad bodies, hostile path parameters and hostile
 * query values, signed out and signed in (so a route behind the session reaches its validation).
 * Each answer must be a 4xx whose JSON is the contracts' ApiError with a message, and the
 * database must not change at all (every table's rows and every sequence). The e2e controls are
 * swept too: they are on in the e2e stack.
 *
 * A route is left out of a part only where it says why, below.
 */

/** Not swept at all. */
const EXEMPT: Readonly<Record<string, string>> = {
  'OPTIONS /*': 'the CORS preflight: it reads the Origin and Access-Control-Request-* headers only',
};
/** Fastify's HEAD twin of each GET runs the GET's handler and sends no body to judge. */
const isHeadTwin = (method: string) => method === 'HEAD';

/**
 * Calls that take no body: what is sent is ignored, so only bodies the parser refuses before the
 * route runs are theirs to refuse (a JSON `[]` would sign out, deactivate, join or leave).
 */
const NO_BODY: Readonly<Record<string, string>> = {
  'DELETE /bff/session': 'signing out reads the session cookie only',
  'POST /bff/me/deactivate': 'deactivates the session’s person; nothing else is asked',
  'POST /bff/me/sessions/revoke-all': 'ends the session’s person’s sessions; nothing else is asked',
  'POST /bff/me/genius': 'joins the session’s person; nothing else is asked',
  'DELETE /bff/me/genius': 'the session’s person leaves; nothing else is asked',
  'DELETE /bff/me/addresses/:id': 'the address is named in the path',
  'POST /moderation/reviews/:id/publish': 'the review is named in the path',
  'POST /moderation/reviews/:id/remove': 'the review is named in the path',
};

/** Query fields that are free text: a hostile string there is a valid search, answered 2xx. */
const FREE_TEXT_QUERY: Readonly<Record<string, readonly string[]>> = {
  'GET /search': ['q'],
  'GET /search/suggest': ['q'],
};

/** Good values of common query fields, filled in to reach the fields a route asks for next. */
const GOOD_QUERY: Readonly<Record<string, string>> = {
  country: 'ro',
  countryCode: 'RO',
  delivery: 'courier',
};

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Route {
  readonly method: string;
  readonly url: string;
  readonly key: string;
}

const withParams = (url: string, value: string, raw = false) =>
  url.replace(/:[A-Za-z0-9_]+/g, raw ? value : encodeURIComponent(value));

describe('every route refuses bad input with a clear 4xx and changes nothing', () => {
  let server: TestServer;
  let cookie: string;
  const seen: Route[] = [];
  const failures: string[] = [];

  beforeAll(async () => {
    server = await startTestServer('pglite', {
      testControls: true,
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) {
          seen.push({ method, url: route.url, key: `${method} ${route.url}` });
        }
      },
    });
    ({ cookie } = await signedIn(server));
  });
  afterAll(async () => {
    await server.close();
  });

  const swept = () =>
    seen.filter((route) => !isHeadTwin(route.method) && EXEMPT[route.key] === undefined);
  /**
   * Each request is sent signed out and signed in (the cookie exists once beforeAll ran); signed
   * in carries the review moderators' bearer token too, so their routes reach their validation.
   */
  const who = (): { name: string; headers: Record<string, string> }[] => [
    { name: 'signed out', headers: {} },
    {
      name: 'signed in',
      headers: { cookie, authorization: `Bearer ${TEST_REVIEW_MODERATION_TOKEN}` },
    },
  ];

  /** Sends, judges the answer, and records what is wrong; the field named, when there is one. */
  async function expectRefused(
    what: string,
    path: string,
    init: RequestInit,
  ): Promise<string | undefined> {
    const response = await fetch(`${server.url}${path}`, init);
    const { problem, field } = await badInputVerdict(response);
    if (problem) failures.push(`${what}: ${problem}`);
    return field;
  }

  /** Runs `probe` for a route and records it when the database is not the same after it. */
  async function unchanged(route: Route, probe: () => Promise<void>) {
    const before = await databaseFingerprint(server.database);
    await probe();
    const changed = changedTables(before, await databaseFingerprint(server.database));
    if (changed.length > 0) failures.push(`${route.key}: changed ${changed.join(', ')}`);
  }

  it('sees the routes of every part of the app', () => {
    const keys = new Set(seen.map((route) => route.key));
    for (const key of ['POST /shop/orders', 'GET /product/catalog', 'PUT /bff/me/profile']) {
      expect(keys).toContain(key);
    }
    for (const key of [...Object.keys(EXEMPT), ...Object.keys(NO_BODY)]) {
      expect(keys).toContain(key);
    }
    for (const key of Object.keys(FREE_TEXT_QUERY)) expect(keys).toContain(key);
  });

  it('bad bodies: the parser’s refusals everywhere, every other one where a body is taken', async () => {
    failures.length = 0;
    for (const route of swept().filter((r) => WITH_BODY.has(r.method))) {
      const takesBody = NO_BODY[route.key] === undefined;
      await unchanged(route, async () => {
        for (const w of who()) {
          for (const bad of BAD_BODIES.filter((b) => takesBody || b.refusedByParser)) {
            const field = await expectRefused(
              `${route.key} ${w.name} with ${bad.name}`,
              withParams(route.url, '1'),
              {
                method: route.method,
                headers: { ...w.headers, 'content-type': bad.type },
                body: bad.body,
              },
            );
            // Signed in, a body the parser took must reach the route's own validation.
            if (w.name === 'signed in' && !bad.refusedByParser && field !== undefined) {
              if (!field.startsWith('body'))
                failures.push(`${route.key} with ${bad.name}: refused for ${field}, not the body`);
            }
          }
        }
      });
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('hostile path parameters', async () => {
    failures.length = 0;
    for (const route of swept().filter((r) => r.url.includes(':'))) {
      const body = WITH_BODY.has(route.method) && NO_BODY[route.key] === undefined;
      await unchanged(route, async () => {
        for (const w of who()) {
          const values = [
            ...HOSTILE_STRINGS.map((value) => ({ value, raw: false })),
            // An integer no `integer` column holds: a 4xx whether the route reads a number or not.
            ...OUT_OF_RANGE_INTEGER_TEXTS.map((value) => ({ value, raw: false })),
            ...RAW_BAD_SEGMENTS.map((value) => ({ value, raw: true })),
          ];
          for (const { value, raw } of values) {
            await expectRefused(
              `${route.key} ${w.name} with ${JSON.stringify(value.slice(0, 30))}`,
              withParams(route.url, value, raw),
              {
                method: route.method,
                headers: body ? { ...w.headers, 'content-type': 'application/json' } : w.headers,
                ...(body ? { body: '{}' } : {}),
              },
            );
          }
        }
      });
    }
    expect(failures).toEqual([]);
  });

  it('integers out of range in the bodies and queries that carry integers', async () => {
    failures.length = 0;
    const phone = pickPhone(server, new Set(), 'ro');
    const bodies: { key: string; path: string; method: string; body: (n: number) => unknown }[] = [
      {
        key: 'POST /bff/me/addresses county_id',
        method: 'POST',
        path: '/bff/me/addresses',
        body: (n) => ({ address: { ...TEST_ADDRESS, county_id: n } }),
      },
      {
        key: 'POST /bff/me/addresses locality_id',
        method: 'POST',
        path: '/bff/me/addresses',
        body: (n) => ({ address: { ...TEST_ADDRESS, locality_id: n } }),
      },
      {
        key: 'PUT /bff/me/addresses/:id id',
        method: 'PUT',
        path: '/bff/me/addresses/1',
        body: (n) => ({
          address: { ...TEST_ADDRESS, address_type: 'DELIVERY', id: n, user_id: 'x' },
        }),
      },
      {
        key: 'POST /shop/orders legacySellOrderId',
        method: 'POST',
        path: '/shop/orders',
        body: (n) => {
          const request = orderRequest('ro', phone);
          return { ...request, phones: [{ ...request.phones[0], legacySellOrderId: n }] };
        },
      },
      {
        key: 'POST /shop/orders installmentsNo',
        method: 'POST',
        path: '/shop/orders',
        body: (n) => ({
          ...orderRequest('ro', phone, { paymentMethod: 'oney' }),
          paymentData: { type: 'oney', oneyInstallments: { installmentsNo: n } },
        }),
      },
      {
        key: 'POST /shop/orders numberOfInstallments',
        method: 'POST',
        path: '/shop/orders',
        body: (n) => ({
          ...orderRequest('ro', phone, { paymentMethod: 'tbi-tnpl' }),
          paymentData: {
            type: 'tbi-tnpl',
            tbiInstallments: { data: { numberOfInstallments: n, monthlyPayment: 1 } },
          },
        }),
      },
      {
        key: 'POST /shop/orders delivery county_id',
        method: 'POST',
        path: '/shop/orders',
        body: (n) => ({
          ...orderRequest('ro', phone),
          deliveryDetails: {
            kind: 'courier',
            subType: '',
            address: { ...TEST_ADDRESS, county_id: n },
          },
        }),
      },
      {
        key: 'POST /shop/cart/refresh legacySellOrderId',
        method: 'POST',
        path: '/shop/cart/refresh',
        body: (n) => ({
          country: 'ro',
          phones: [{ legacySellOrderId: n, deviceAccessoryIds: [], selectedExtraServiceIds: [] }],
          accessoryIds: [],
        }),
      },
    ];
    // Query fields read as integers (ids of counties and localities).
    for (const path of [
      '/courier/localities?country=ro&countyId=',
      '/courier/pickup-points?country=bg&kind=locker&countyId=',
      '/courier/pickup-points?country=bg&kind=locker&localityId=',
    ]) {
      await unchanged({ method: 'GET', url: path, key: `GET ${path}` }, async () => {
        for (const n of OUT_OF_RANGE_INTEGER_TEXTS) {
          await expectRefused(`GET ${path}${n}`, `${path}${encodeURIComponent(n)}`, {
            headers: { cookie },
          });
        }
      });
    }
    for (const probe of bodies) {
      await unchanged({ method: probe.method, url: probe.path, key: probe.key }, async () => {
        for (const n of OUT_OF_RANGE_INTEGERS) {
          await expectRefused(`${probe.key} = ${n}`, probe.path, {
            method: probe.method,
            headers: { cookie, 'content-type': 'application/json' },
            body: JSON.stringify(probe.body(n)),
          });
        }
      });
    }
    expect(failures).toEqual([]);
  });

  /**
   * The query fields a route asks for, in order: its 400 for a missing query names the first; a
   * field with a known good value (`GOOD_QUERY`) is filled in to hear the next one.
   */
  async function queryFields(path: string, init: RequestInit): Promise<string[]> {
    const fields: string[] = [];
    const query = new URLSearchParams();
    for (;;) {
      const { field } = await badInputVerdict(
        await fetch(`${server.url}${path}?${query.toString()}`, init),
      );
      const name = field?.startsWith('query.') ? field.slice('query.'.length) : undefined;
      if (name === undefined || fields.includes(name)) return fields;
      fields.push(name);
      const good = GOOD_QUERY[name];
      if (good === undefined) return fields;
      query.set(name, good);
    }
  }

  it('hostile query values, in each field a route asks for', async () => {
    failures.length = 0;
    const asked = new Set<string>();
    for (const route of swept().filter((r) => r.method === 'GET')) {
      const path = withParams(route.url, '1');
      await unchanged(route, async () => {
        for (const w of who()) {
          const init = { headers: w.headers };
          const fields = await queryFields(path, init);
          for (const name of fields) asked.add(`${route.key} ${w.name} ${name}`);
          // Each field hostile in turn, the ones before it good; a route that asks for none gets
          // an unread one (ignored by design, so any answer but a 5xx).
          const targets = fields.length > 0 ? fields : ['zz'];
          for (const [i, name] of targets.entries()) {
            for (const value of HOSTILE_STRINGS) {
              const query = new URLSearchParams(
                fields
                  .slice(0, i)
                  .map((before): [string, string] => [before, GOOD_QUERY[before] ?? '']),
              );
              query.set(name, value);
              const what = `${route.key} ${w.name} with ${name}=${JSON.stringify(value.slice(0, 30))}`;
              const url = `${path}?${query.toString()}`;
              if (fields.length > 0 && !FREE_TEXT_QUERY[route.key]?.includes(name)) {
                await expectRefused(what, url, init);
                continue;
              }
              const response = await fetch(`${server.url}${url}`, init);
              await response.arrayBuffer();
              if (response.status >= 500) failures.push(`${what}: answered ${response.status}`);
            }
          }
        }
      });
    }
    expect(failures).toEqual([]);
    // The fields were found: the sweep did not fall back to unread ones everywhere.
    expect([...asked]).toEqual(
      expect.arrayContaining([
        'GET /product/catalog signed out country',
        'GET /bff/me/genius signed in country',
        'GET /search signed out country',
        'GET /search signed out q',
      ]),
    );
  });
});
