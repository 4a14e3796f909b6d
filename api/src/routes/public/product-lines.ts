import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { listPublicProductLines } from '../../catalogue/product-lines.ts';
import type { Database } from '../../db/client.ts';
import { CATALOGUE_CACHE } from './catalogue.ts';

export function publicProductLineRoutes(db: Database) {
  return new Hono().get('/', etag(), async (c) => {
    c.header('Cache-Control', CATALOGUE_CACHE);
    return c.json(await listPublicProductLines(db));
  });
}
