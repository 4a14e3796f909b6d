import type { Context, TypedResponse } from 'hono';
import { Hono } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { catalogueAnswerKeys, type CachedAnswer, type CatalogueAnswerCache } from './answer-cache.ts';
import { loadProductOptions, findActiveProduct } from './product-options.ts';
import { isShopEnabled, listActiveProducts, listShopProducts } from './products.ts';
import type { Database } from '../../platform/db/client.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { apiMessages } from '../../shared/messages.ts';
import { chooseEncoding } from '../../platform/http/accept-encoding.ts';
import { modifierAmount } from './contract/price.ts';

/**
 * The operator's changes show at once (issue 11): a browser may keep the answer but asks again each time,
 * and the ETag turns an unchanged catalogue into a 304 without a body.
 */
const CATALOGUE_CACHE = 'no-cache';

export type CatalogueReply =
  | { status: 304; headers: Record<string, string>; body: null }
  | { status: 200; headers: Record<string, string>; body: string | Uint8Array<ArrayBuffer> };

/**
 * What a kept catalogue answer sends for the request's If-None-Match and Accept-Encoding: 304 when the
 * browser holds it already, else the copy compressed once per catalogue version (answer-cache.ts), not
 * compressed again per request. The API's routes and the server's early answer (kept-answers.ts) alike.
 */
export function catalogueReply(answer: CachedAnswer, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): CatalogueReply {
  const headers = { 'Cache-Control': CATALOGUE_CACHE, ETag: answer.etag, Vary: 'Accept-Encoding' };
  if (ifNoneMatch === answer.etag) return { status: 304, headers, body: null };
  const encoding = answer.body.length >= 1024 ? chooseEncoding(acceptEncoding, { br: true, gzip: true }) : 'identity';
  return {
    status: 200,
    headers: { ...headers, 'Content-Type': 'application/json', ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }) },
    body: encoding === 'identity' ? answer.body : new Uint8Array(answer.encoded(encoding)),
  };
}

/**
 * A catalogue answer from the answer cache. The body is the JSON of `Body` serialised once by the cache,
 * so the answer is typed as if c.json had written it.
 */
export function catalogueAnswer<Body>(c: Context, answer: CachedAnswer<Body>) {
  const reply = catalogueReply(answer, c.req.header('if-none-match'), c.req.header('accept-encoding'));
  const response = reply.status === 304 ? c.body(null, 304, reply.headers) : c.body(reply.body, 200, reply.headers);
  return response as unknown as Response & TypedResponse<JSONParsed<Body>, 200, 'json'>;
}

/** GET /api/products: the configurator's products. */
export function productRoutes(db: Database, cached: CatalogueAnswerCache) {
  return new Hono<AppEnv>().get('/', async (c) =>
    catalogueAnswer(c, await cached(catalogueAnswerKeys.products, () => listActiveProducts(db))),
  );
}

/**
 * GET /api/product-options/{productId}: the product's options by category. `price` is what the option adds
 * to this product in cents; the modifier and its type are there for the shared price function.
 */
export function productOptionRoutes(db: Database, cached: CatalogueAnswerCache) {
  return new Hono<AppEnv>().get('/:productId{[0-9]+}', async (c) => {
    const productId = Number(c.req.param('productId'));
    const answer = await cached(`product-options/${productId}`, async () => {
      const product = await findActiveProduct(db, productId);
      if (!product) fail(404, apiMessages.productNotFound);
      const groups = await loadProductOptions(db, product.id);
      return groups.map((group) => ({
        id: group.id,
        key: group.key,
        name: group.name,
        type: group.type,
        required: group.required,
        options: group.options.map((option) => ({
          id: option.id,
          label: option.label,
          description: option.description,
          price: modifierAmount(product.basePrice, option),
          price_modifier: option.priceModifier,
          price_modifier_type: option.priceModifierType,
          color_code: option.colorCode,
          image_url: option.imageUrl,
          values: option.values,
        })),
      }));
    });
    return catalogueAnswer(c, answer);
  });
}

/** GET /api/public/products and /api/public/shop-status: what the shop wizard starts from. */
export function publicShopRoutes(db: Database, cached: CatalogueAnswerCache) {
  return new Hono<AppEnv>()
    .get('/products', async (c) => catalogueAnswer(c, await cached(catalogueAnswerKeys.shopProducts, () => listShopProducts(db))))
    .get('/shop-status', async (c) => {
      // The switch must take effect at once: never cached.
      c.header('Cache-Control', 'no-store');
      return c.json({ shop_enabled: await isShopEnabled(db) });
    });
}
