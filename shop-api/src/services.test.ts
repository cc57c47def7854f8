import { describe, expect, it } from '@jest/globals';
import { COUNTRIES } from '@refurb/shared-contracts';
import type { RouteOptions } from 'fastify';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { openSeededTestDatabase } from './test-support/server.js';
import { createAppServices } from './services.js';

/** What a production start is given: the real providers' settings, no stand-in. */
const PRODUCTION = {
  FIREBASE_PROJECT_ID: 'refurb-prod',
  FIREBASE_WEB_API_KEY: 'AIza-public-web-key',
  BOT_CHECK_SECRET: 'provider-secret-0123456789abcdef',
  BOT_CHECK_VERIFY_URL: 'https://challenges.example/siteverify',
  PAYMENT_CALLBACK_SECRET: 'provider-shared-secret-0123456789',
  PAYMENT_GATEWAY_URL: 'https://pay.provider.example/hosted',
  PARTNER_AUTHORIZE_URL: 'https://partner.example/oauth/authorize',
  PARTNER_TOKEN_URL: 'https://partner.example/oauth/token',
  PARTNER_USERINFO_URL: 'https://partner.example/oauth/userinfo',
  PARTNER_CLIENT_ID: 'refurb-shop',
  PARTNER_CLIENT_SECRET: 'partner-client-secret-0123456789',
  SELLER_IDENTITY: JSON.stringify(
    Object.fromEntries(
      COUNTRIES.map((country) => [
        country,
        {
          legalName: `Refurb Devices ${country.toUpperCase()}`,
          registrationNumber: `REG-${country}-1`,
          taxId: `${country.toUpperCase()}123456789`,
          address: `Main street 1, ${country}`,
        },
      ]),
    ),
  ),
};

/** Every route a server built from these settings has (method and path). */
async function routesOf(env: NodeJS.ProcessEnv, testControls = false): Promise<string[]> {
  // A migrated database from the run's template (the routes do not depend on its rows).
  const { database, dispose } = await openSeededTestDatabase('pglite');
  const routes: string[] = [];
  const config = readConfig(env);
  const app = buildApp({
    database,
    services: createAppServices(config),
    testControls,
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
    },
  });
  try {
    await app.ready();
  } finally {
    await app.close();
    await dispose();
  }
  return routes;
}

const STAND_IN = /bot-check\/(token|script)|payment\/gateway|partner\/stand-in|test-controls/;

describe('the services from the settings', () => {
  it('will not start on a real Firebase project without the web API key the reset mails need', () => {
    const { FIREBASE_WEB_API_KEY: _key, ...withoutKey } = PRODUCTION;
    expect(() => createAppServices(readConfig(withoutKey))).toThrow(/FIREBASE_WEB_API_KEY/);
  });

  it('reads the password-reset limits and the site origins, with their defaults', () => {
    expect(readConfig({ SHOP_API_MODE: 'local' })).toMatchObject({
      PASSWORD_RESET_RATE_LIMIT: 5,
      PASSWORD_RESET_EMAIL_RATE_LIMIT: 3,
      SITE_ORIGINS: expect.arrayContaining(['http://ro.localhost:3000']),
    });
    expect(
      readConfig({
        SHOP_API_MODE: 'local',
        PASSWORD_RESET_RATE_LIMIT: '2',
        SITE_ORIGINS: 'https://ro.shop.example, https://bg.shop.example',
      }),
    ).toMatchObject({
      PASSWORD_RESET_RATE_LIMIT: 2,
      SITE_ORIGINS: ['https://ro.shop.example', 'https://bg.shop.example'],
    });
    expect(() =>
      readConfig({ SHOP_API_MODE: 'local', PASSWORD_RESET_EMAIL_RATE_LIMIT: '0' }),
    ).toThrow(/PASSWORD_RESET_EMAIL_RATE_LIMIT/);
  });
});

describe('the mode: local stand-ins only in the local stack', () => {
  it('is production unless asked, and production needs every provider setting', () => {
    expect(() => readConfig({})).toThrow(/BOT_CHECK_SECRET: required outside SHOP_API_MODE=local/);
    for (const name of [
      'BOT_CHECK_VERIFY_URL',
      'PAYMENT_CALLBACK_SECRET',
      'PAYMENT_GATEWAY_URL',
      'SELLER_IDENTITY',
    ] as const) {
      const { [name]: _gone, ...rest } = PRODUCTION;
      expect(() => readConfig(rest)).toThrow(new RegExp(name));
    }
    const { PARTNER_TOKEN_URL: _token, ...halfPartner } = PRODUCTION;
    expect(() => readConfig(halfPartner)).toThrow(
      /PARTNER_TOKEN_URL: the partner login needs all five/,
    );
    expect(readConfig(PRODUCTION)).toMatchObject({ SHOP_API_MODE: 'production' });
  });

  it('will not issue invoices in production without the seller’s legal identity', () => {
    const { SELLER_IDENTITY: _seller, ...withoutSeller } = PRODUCTION;
    expect(() => readConfig(withoutSeller)).toThrow(
      /SELLER_IDENTITY: required outside SHOP_API_MODE=local/,
    );
    // Whoever builds the services from hand-made settings is refused as well.
    const production = readConfig(PRODUCTION);
    expect(() => createAppServices({ ...production, SELLER_IDENTITY: undefined })).toThrow(
      /SELLER_IDENTITY: required outside SHOP_API_MODE=local/,
    );
    expect(createAppServices(production).sellers.hu).toMatchObject({
      legalName: 'Refurb Devices HU',
      taxId: 'HU123456789',
    });
  });

  it('refuses a stand-in, or the test controls, against a real Firebase project', () => {
    expect(() => readConfig({ ...PRODUCTION, SHOP_API_MODE: 'local' })).toThrow(
      /SHOP_API_MODE: local stand-ins .* refused against the Firebase project refurb-prod/,
    );
    expect(() => readConfig({ ...PRODUCTION, SHOP_API_TEST_CONTROLS: '1' })).toThrow(
      /SHOP_API_TEST_CONTROLS/,
    );
    // Whoever builds the services from hand-made settings is refused as well.
    const local = readConfig({ SHOP_API_MODE: 'local' });
    expect(() => createAppServices({ ...local, FIREBASE_PROJECT_ID: 'refurb-prod' })).toThrow(
      /refused against the Firebase project refurb-prod/,
    );
  });

  it('has no stand-in route in production, and has them locally', async () => {
    const production = await routesOf(PRODUCTION);
    expect(production.filter((route) => STAND_IN.test(route))).toEqual([]);
    // The shop's own side of those flows is there in every mode.
    expect(production).toEqual(
      expect.arrayContaining([
        'POST /payment/callback',
        'POST /payment/start',
        'GET /payment/return/:paymentId',
        'GET /bff/partner',
        'GET /bff/partner/callback',
      ]),
    );
    const local = await routesOf({ SHOP_API_MODE: 'local', SHOP_API_TEST_CONTROLS: '1' }, true);
    expect(local).toEqual(
      expect.arrayContaining([
        'POST /common/bot-check/token',
        'GET /common/bot-check/script.js',
        'POST /payment/gateway/:paymentId/decision',
        'GET /bff/partner/stand-in/authorize',
        'POST /bff/partner/stand-in/token',
        'POST /test-controls/orders/:orderId/age',
      ]),
    );
  });

  it('has no partner login in production without its settings', async () => {
    const {
      PARTNER_AUTHORIZE_URL: _a,
      PARTNER_TOKEN_URL: _t,
      PARTNER_USERINFO_URL: _u,
      PARTNER_CLIENT_ID: _i,
      PARTNER_CLIENT_SECRET: _s,
      ...withoutPartner
    } = PRODUCTION;
    const routes = await routesOf(withoutPartner);
    expect(routes.filter((route) => route.includes('/bff/partner'))).toEqual([]);
  });
});
