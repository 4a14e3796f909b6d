import type { InferResponseType } from 'hono/client';
import { answerOf, api } from './api.ts';

/**
 * The public catalogue reads of the configurator and the shop, through the typed client. The types are
 * the routes' answers, so a renamed field breaks the build where the site reads it (ADR 022).
 */

export type CatalogueProduct = InferResponseType<typeof api.products.$get, 200>[number];
export type ShopProduct = InferResponseType<typeof api.public.products.$get, 200>[number];
export type OptionGroup = InferResponseType<(typeof api)['product-options'][':productId{[0-9]+}']['$get'], 200>[number];
export type OptionChoice = OptionGroup['options'][number];

export const loadProducts = (signal?: AbortSignal) => answerOf(api.products.$get(undefined, { init: { signal } }));

export const loadShopProducts = (signal?: AbortSignal) => answerOf(api.public.products.$get(undefined, { init: { signal } }));

export const loadShopStatus = () => answerOf(api.public['shop-status'].$get());

export const loadProductOptions = (productId: number, signal?: AbortSignal) =>
  answerOf(api['product-options'][':productId{[0-9]+}'].$get({ param: { productId: String(productId) } }, { init: { signal } }));
