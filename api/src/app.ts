import { Hono } from 'hono';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { handleError, notFound } from './http/errors.ts';
import { healthRoutes } from './routes/health.ts';
import { publicProductLineRoutes } from './routes/public/product-lines.ts';

export interface ApiDependencies {
  db: Database;
  config: Config;
}

/** The whole HTTP API under /api, built from its dependencies so tests can run it on their own database. */
export function createApi({ db }: ApiDependencies) {
  const api = new Hono()
    .basePath('/api')
    .route('/health', healthRoutes(db))
    .route('/public/product-lines', publicProductLineRoutes(db));

  // Unknown /api paths answer JSON, never the HTML 404 page.
  api.all('*', notFound);
  api.notFound(notFound);
  api.onError(handleError);
  return api;
}

export type ApiApp = ReturnType<typeof createApi>;
