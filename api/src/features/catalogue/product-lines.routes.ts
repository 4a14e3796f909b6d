import { Hono } from 'hono';
import { catalogueAnswerKeys, type CatalogueAnswerCache } from './answer-cache.ts';
import { catalogueAnswer } from './catalogue.routes.ts';
import { listPublicProductLines } from './product-lines.ts';
import type { Database } from '../../platform/db/client.ts';

/** GET /api/public/product-lines: the home page's lines, kept and compressed once per catalogue version. */
export function publicProductLineRoutes(db: Database, cached: CatalogueAnswerCache) {
  return new Hono().get('/', async (c) =>
    catalogueAnswer(c, await cached(catalogueAnswerKeys.productLines, () => listPublicProductLines(db))),
  );
}
