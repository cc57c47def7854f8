/**
 * Builds the shop-api server over an open database: every service base of the spec is a route
 * prefix here (`/api` for the spec's two calls, `/shop`, `/content`, ...). Listening is the
 * caller's business, so tests start it on a free port.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createCatalogRepository } from './catalog/catalog.repository.js';
import type { Database } from './db/client.js';
import { installErrorHandler } from './http/errors.js';
import { registerCartRoutes } from './routes/cart.js';
import { registerCatalogRoutes } from './routes/catalog.js';
import { registerContentRoutes } from './routes/content.js';
import { registerProductApi } from './routes/product-api.js';

export interface AppOptions {
  readonly database: Database;
  readonly logger?: FastifyServerOptions['logger'];
}

export function buildApp({ database, logger = false }: AppOptions): FastifyInstance {
  const app = Fastify({ logger, bodyLimit: 256 * 1024 });
  installErrorHandler(app);
  const catalog = createCatalogRepository(database.db);
  app.get('/health', async () => ({ ok: true, database: database.kind }));
  registerProductApi(app, catalog);
  registerCartRoutes(app, catalog);
  registerCatalogRoutes(app, catalog);
  registerContentRoutes(app);
  return app;
}
