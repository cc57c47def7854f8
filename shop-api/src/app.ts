/**
 * Builds the shop-api server over an open database and its services: every service base of the
 * spec is a route prefix here (`/api` for the spec's two calls, `/bff`, `/shop`, `/product`,
 * `/search`, `/content`, `/common`, ...). Listening is the caller's business, so tests start it
 * on a free port.
 */
import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { createAccountRepository } from './account/account.repository.js';
import { createUsersRepository } from './auth/users.repository.js';
import { createAddressesRepository } from './auth/addresses.repository.js';
import { createReviewsRepository } from './content/reviews.repository.js';
import { createCatalogRepository } from './catalog/catalog.repository.js';
import { createDeliveryRepository } from './delivery/delivery.repository.js';
import { createOrdersRepository } from './orders/orders.repository.js';
import { createPaymentsRepository } from './payments/payments.repository.js';
import type { Database } from './db/client.js';
import { DEFAULT_CORS_ORIGINS, installCors } from './http/cors.js';
import { frameworkErrors, installErrorHandler } from './http/errors.js';
import { installOriginCheck } from './http/origin-check.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { createSiteUrlCheck, DEFAULT_SITE_ORIGINS } from './http/site-origins.js';
import { registerBffRoutes } from './routes/bff.js';
import { registerCartRoutes } from './routes/cart.js';
import { registerCatalogRoutes } from './routes/catalog.js';
import { registerCheckoutRoutes } from './routes/checkout.js';
import { registerAccountRoutes } from './routes/account.js';
import { registerContentRoutes } from './routes/content.js';
import { registerDeliveryRoutes } from './routes/delivery.js';
import { registerPasswordResetRoutes } from './routes/password-reset.js';
import { registerRegistrationRoutes } from './routes/register.js';
import { registerPaymentRoutes } from './routes/payment.js';
import { registerPartnerRoutes } from './routes/partner.js';
import { registerProfileRoutes } from './routes/profile.js';
import { registerSalesRoutes } from './routes/sales.js';
import { registerSellRoutes } from './routes/sell.js';
import { registerTestControls } from './routes/test-controls.js';
import { createSalesRepository } from './sales/sales.repository.js';
import { createPartnerAuth } from './auth/partner-auth.js';
import { createProfileRepository } from './auth/profile.repository.js';
import { registerProductApi } from './routes/product-api.js';
import type { AppServices } from './services.js';

export interface AppOptions {
  readonly database: Database;
  readonly services: AppServices;
  /** Origins allowed to call cross-origin; the sites themselves are same-origin. */
  readonly corsOrigins?: readonly string[];
  /**
   * The shop's site origins: with the CORS origins, the only places a mailed link (a password
   * reset's) may lead back to (http/site-origins.ts).
   */
  readonly siteOrigins?: readonly string[];
  readonly logger?: FastifyServerOptions['logger'];
  /** The end-to-end journeys' controls (routes/test-controls.ts); never on otherwise. */
  readonly testControls?: boolean;
  /**
   * Which proxies' `X-Forwarded-*` headers are believed (Fastify's `trustProxy`): by default one
   * on loopback, the host's server in front of shop-api, so `request.ip` is the visitor's address
   * (rate limits per person, not one bucket for all) and `request.protocol`/`host` are the site's
   * (Secure cookies, the origin check). Anything else sending those headers is not believed.
   */
  readonly trustProxy?: string | boolean;
  /**
   * Called with every route as it is added, the CORS preflight's included (Fastify's `onRoute`,
   * hooked before any): the bad-input sweep walks them, so a new route is swept without a list.
   */
  readonly onRoute?: (route: RouteOptions) => void;
}

export function buildApp({
  database,
  services,
  corsOrigins = DEFAULT_CORS_ORIGINS,
  siteOrigins = DEFAULT_SITE_ORIGINS,
  logger = false,
  testControls = false,
  trustProxy = 'loopback',
  onRoute,
}: AppOptions): FastifyInstance {
  const app = Fastify({ logger, bodyLimit: 256 * 1024, trustProxy, frameworkErrors });
  if (onRoute) app.addHook('onRoute', onRoute);
  installErrorHandler(app);
  installCors(app, corsOrigins);
  installOriginCheck(app, corsOrigins);
  installSecurityHeaders(app);
  void app.register(fastifyCookie);
  // Routes live in a plugin registered after the cookie plugin, so they all see its decorators.
  void app.register(async (api) => {
    const catalog = createCatalogRepository(database);
    api.get('/health', async () => ({ ok: true, database: database.kind }));
    registerProductApi(api, catalog);
    registerCartRoutes(api, catalog);
    registerCatalogRoutes(api, catalog);
    registerContentRoutes(api, {
      reviews: createReviewsRepository(database),
      botCheck: services.botCheck,
    });
    const users = createUsersRepository(database.db);
    registerBffRoutes(api, {
      users,
      addresses: createAddressesRepository(database.db),
      ...services,
    });
    registerRegistrationRoutes(api, { users, ...services });
    registerPasswordResetRoutes(api, {
      ...services,
      isSiteUrl: createSiteUrlCheck([...siteOrigins, ...corsOrigins]),
    });
    const orders = createOrdersRepository(database.db);
    const delivery = createDeliveryRepository(database.db);
    registerDeliveryRoutes(api, delivery);
    registerCheckoutRoutes(api, {
      catalog,
      orders,
      users,
      shipping: delivery.shipping,
      botCheck: services.botCheck,
      orderLimiter: services.orderLimiter,
    });
    registerAccountRoutes(api, {
      users,
      orders,
      account: createAccountRepository(database.db),
      clock: services.clock,
    });
    const payments = createPaymentsRepository(database.db);
    registerPaymentRoutes(api, { orders, users, payments, signer: services.paymentSigner });
    registerProfileRoutes(api, {
      users,
      profiles: createProfileRepository(database.db),
      clock: services.clock,
    });
    const sales = createSalesRepository(database.db);
    registerSalesRoutes(api, { users, sales, clock: services.clock });
    registerSellRoutes(api, {
      users,
      sales,
      pickupPoints: delivery.shipping,
      clock: services.clock,
    });
    if (testControls) {
      registerTestControls(api, { db: database.db, sales, clock: services.clock });
    }
    // Its own context: its form parser must not clash with one another route already added.
    void api.register(async (partner) =>
      registerPartnerRoutes(partner, {
        users,
        identity: services.identity,
        // The local partner's state is signed by this process only: a restart ends logins in flight.
        partnerAuth: createPartnerAuth({
          secret: randomBytes(32).toString('hex'),
          now: services.clock,
        }),
      }),
    );
  });
  return app;
}
