import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { listPublicProductLines } from './product-lines.ts';
import type { Database } from '../../platform/db/client.ts';
import { CATALOGUE_CACHE } from './catalogue.routes.ts';

export function publicProductLineRoutes(db: Database) {
  return new Hono().get('/', etag(), async (c) => {
    c.header('Cache-Control', CATALOGUE_CACHE);
    return c.json(await listPublicProductLines(db));
  });
}
