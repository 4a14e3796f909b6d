import { Hono } from 'hono';
import { listPublicProductLines } from '../../catalogue/product-lines.ts';
import type { Database } from '../../db/client.ts';

/** Public data may be a minute old in a visitor's browser; the operator edits lines rarely. */
const PUBLIC_CACHE = 'public, max-age=60';

export function publicProductLineRoutes(db: Database) {
  return new Hono().get('/', async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json(await listPublicProductLines(db));
  });
}
