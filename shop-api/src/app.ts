/**
 * Builds the shop-api server over an open database and its services: every service base of the
 * spec is a route prefix here (`/api` for the spec's two calls, `/bff`, `/shop`, `/product`,
 * `/search`, `/content`, `/common`, ...). Listening is the caller's business, so tests start it
 * on a free port.
 */
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { createAccountRepository } from './account/account.repository.js';
import { createAccountStatusCheck } from './auth/account-status.js';
import { createUsersRepository } from './auth/users.repository.js';
import { createAddressesRepository } from './auth/addresses.repository.js';
import { createReviewsRepository } from './content/reviews.repository.js';
import { createCatalogRepository } from './catalog/catalog.repository.js';
import { createDeliveryRepository } from './delivery/delivery.repository.js';
import { type Country } from '@refurb/shared-contracts';
import { paymentMethodsFor } from '@refurb/shared-contracts/checkout';
import { createOrdersRepository } from './orders/orders.repository.js';
import { createPaymentsRepository } from './payments/payments.repository.js';
import type { Database } from './db/client.js';
import { DEFAULT_CORS_ORIGINS, installCors } from './http/cors.js';
import { frameworkErrors, installErrorHandler } from './http/errors.js';
import { registerHealthRoutes } from './http/health.js';
import { observeRequests, type ShopMetrics } from './http/metrics.js';
import { REQUEST_ID_HEADER, requestIdOf } from './http/request-id.js';
import { installOriginCheck } from './http/origin-check.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { createSiteUrlCheck, DEFAULT_SITE_ORIGINS } from './http/site-origins.js';
import { registerBffRoutes } from './routes/bff.js';
import { registerCartRoutes } from './routes/cart.js';
import { registerCatalogRoutes } from './routes/catalog.js';
import { registerCloudCartRoutes } from './routes/cloud-cart.js';
import { registerCheckoutRoutes } from './routes/checkout.js';
import { registerAccountRoutes } from './routes/account.js';
import { registerContentRoutes } from './routes/content.js';
import { registerDeliveryRoutes } from './routes/delivery.js';
import { registerPasswordResetRoutes } from './routes/password-reset.js';
import { registerRegistrationRoutes } from './routes/register.js';
import { registerPaymentRoutes } from './routes/payment.js';
import { PARTNER_CALLBACK_PATH, registerPartnerRoutes } from './routes/partner.js';
import { registerProfileRoutes } from './routes/profile.js';
import { registerSalesRoutes } from './routes/sales.js';
import { registerSellRoutes } from './routes/sell.js';
import { registerTestControls } from './routes/test-controls.js';
import { createSalesRepository } from './sales/sales.repository.js';
import { createPartnerAuth } from './auth/partner-auth.js';
import { registerBotCheckStandIn } from './auth/bot-check.js';
import { createPartnerClient } from './auth/partner-client.js';
import { createPartnerLinksRepository } from './auth/partner-links.repository.js';
import {
  createPartnerStandIn,
  registerPartnerStandIn,
  standInFetch,
  STAND_IN_BASE,
} from './auth/partner-stand-in.js';
import { registerPaymentStandIn } from './payments/stand-in.js';
import { createRateLimiters, installRateLimits } from './auth/rate-limit.js';
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
  /**
   * The end-to-end journeys' controls (routes/test-controls.ts); never on otherwise, and only
   * with the local stand-ins (`services.standIns`).
   */
  readonly testControls?: boolean;
  /**
   * Which proxies' `X-Forwarded-*` headers are believed (Fastify's `trustProxy`; config.ts
   * `TRUST_PROXY`): by default those on loopback, the host's server in front of shop-api, so
   * `request.ip` is the visitor's address (rate limits per person, not one bucket for all) and
   * `request.protocol`/`host` are the site's (Secure cookies, the origin check). Anything else
   * sending those headers is not believed.
   */
  readonly trustProxy?: string | readonly string[] | number | boolean;
  /**
   * Called with every route as it is added, the CORS preflight's included (Fastify's `onRoute`,
   * hooked before any): the bad-input sweep walks them, so a new route is swept without a list.
   */
  readonly onRoute?: (route: RouteOptions) => void;
  /** True once the process has begun to stop: `/health/ready` then answers 503 (http/health.ts). */
  readonly stopping?: () => boolean;
  /** Where every answer, order and payment is counted (http/metrics.ts); none unless given. */
  readonly metrics?: ShopMetrics;
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
  stopping = () => false,
  metrics,
}: AppOptions): FastifyInstance {
  const app = Fastify({
    logger,
    bodyLimit: 256 * 1024,
    // A hop count is Fastify's too (proxy-addr), though its types name only the other forms.
    trustProxy: (typeof trustProxy === 'object' ? [...trustProxy] : trustProxy) as
      string | string[] | boolean,
    frameworkErrors,
    // The edge's request id, or a new one (http/request-id.ts): on every log line as `reqId`.
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  if (metrics) observeRequests(app, metrics);
  if (onRoute) app.addHook('onRoute', onRoute);
  installErrorHandler(app);
  installCors(app, corsOrigins);
  installOriginCheck(app, corsOrigins);
  installSecurityHeaders(app);
  void app.register(fastifyCookie);
  installRateLimits(app, services.redis);
  // Routes live in a plugin registered after the cookie and rate-limit plugins, so they all see
  // their decorators.
  void app.register(async (api) => {
    const limiters = createRateLimiters(api, services.rateLimits);
    const catalog = createCatalogRepository(database, {
      onBadSpecs: (bad) => app.log.warn(bad, 'model specs fail the contract: pages show none'),
    });
    api.get('/health', async () => ({ ok: true, database: database.kind }));
    registerHealthRoutes(api, { database, redis: services.redis, stopping });
    registerProductApi(api, catalog);
    registerCartRoutes(api, catalog, limiters.cartRefreshLimiter);
    const orders = createOrdersRepository(database.db);
    // The methods of courier delivery (every country's full set of credit) with their bounds:
    // the product page's installment line and the help page's financing conditions.
    const financingOffers = async (country: Country) => {
      const bounds = await catalog.paymentBounds(country);
      return paymentMethodsFor(country, 'courier', services.paymentMethodFlags).map((key) => ({
        key,
        amountLimit: bounds.get(key) ?? null,
      }));
    };
    registerCatalogRoutes(api, catalog, { financingOffers });
    // Every session is held against the person's Firebase standing (routes/bff.ts sessionUser).
    const users = createUsersRepository(database.db, {
      accountStatus: createAccountStatusCheck({
        identity: services.identity,
        clock: services.clock,
      }),
    });
    registerContentRoutes(api, {
      catalog,
      users,
      reviews: createReviewsRepository(database),
      botCheck: services.botCheck,
      reviewLimiter: limiters.reviewLimiter,
      reviewAccountLimiter: limiters.reviewAccountLimiter,
      moderationToken: services.reviewModerationToken,
      financingOffers,
      sellers: services.sellers,
    });
    registerBffRoutes(api, {
      users,
      addresses: createAddressesRepository(database.db),
      ...services,
      ...limiters,
    });
    registerCloudCartRoutes(api, { users, ...services, ...limiters });
    registerRegistrationRoutes(api, { users, ...services, ...limiters });
    registerPasswordResetRoutes(api, {
      ...services,
      ...limiters,
      isSiteUrl: createSiteUrlCheck([...siteOrigins, ...corsOrigins]),
    });
    const payments = createPaymentsRepository(database.db);
    const delivery = createDeliveryRepository(database.db, catalog);
    registerDeliveryRoutes(api, delivery, services.clock);
    registerCheckoutRoutes(api, {
      catalog,
      orders,
      users,
      shipping: delivery.shipping,
      botCheck: services.botCheck,
      orderLimiter: limiters.orderLimiter,
      unpaidLimits: services.reservations,
      refundDue: (orderId) => payments.refundDue(orderId),
      paymentMethodFlags: services.paymentMethodFlags,
      onOrderPlaced: () => metrics?.orderPlaced(),
    });
    registerAccountRoutes(api, {
      users,
      orders,
      account: createAccountRepository(database.db),
      clock: services.clock,
      sellers: services.sellers,
    });
    const paymentDeps = {
      catalog,
      orders,
      users,
      payments,
      signer: services.paymentSigner,
      gateway: services.paymentGateway,
      clock: services.clock,
      isSiteUrl: createSiteUrlCheck([...siteOrigins, ...corsOrigins]),
      onSettled: (status: string) => metrics?.paymentSettled(status),
    };
    registerPaymentRoutes(api, paymentDeps);
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
    // The local stand-ins for external services: registered in the local mode alone, so a
    // production shop-api has no route that approves a payment, vouches for a typed e-mail or
    // hands out bot-check tokens (services.ts refuses them against a real Firebase project).
    if (services.standIns) {
      registerBotCheckStandIn(api, services.standIns.botCheck);
      registerPaymentStandIn(api, paymentDeps);
      if (testControls) {
        registerTestControls(api, { db: database.db, sales, clock: services.clock });
      }
    } else if (testControls) {
      throw new Error('shop-api: test controls exist only with the local stand-ins');
    }
    const partner = services.partner;
    if (partner) {
      const siteUrl = createSiteUrlCheck([...siteOrigins, ...corsOrigins]);
      // Its own context: its form parser must not clash with one another route already added.
      void api.register(async (scope) => {
        const standIn = services.standIns ? createPartnerStandIn(services.clock) : null;
        if (standIn) registerPartnerStandIn(scope, standIn);
        registerPartnerRoutes(scope, {
          users,
          identity: services.identity,
          // Every instance signs and checks the state alike (PARTNER_STATE_SECRET).
          partnerAuth: createPartnerAuth({
            secret: services.partnerStateSecret,
            now: services.clock,
          }),
          client: standIn
            ? createPartnerClient(
                {
                  ...partner,
                  // The browser's way to the stand-in: a path on the site itself.
                  authorizeUrl: `${STAND_IN_BASE}/authorize`,
                  tokenUrl: `http://stand-in.invalid${STAND_IN_BASE}/token`,
                  userinfoUrl: `http://stand-in.invalid${STAND_IN_BASE}/userinfo`,
                },
                standInFetch(standIn),
              )
            : createPartnerClient(partner),
          links: createPartnerLinksRepository(database.db),
          botCheck: services.botCheck,
          signupLimiter: limiters.partnerSignupLimiter,
          callbackUri: (request) => {
            const origin = `${request.protocol}://${request.host}`;
            if (siteUrl(origin)) return new URL(PARTNER_CALLBACK_PATH, origin).toString();
            // The stand-in lives on whatever loopback origin the stack or a test uses.
            return standIn ? PARTNER_CALLBACK_PATH : null;
          },
        });
      });
    }
  });
  return app;
}
