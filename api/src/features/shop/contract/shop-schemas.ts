import { SIZE_LIMITS_MM, shopMessages } from './shop.ts';
import { z } from '../../../shared/zod.ts';

/** The shop's request schemas, for the server and for the island's check before saving (loaded only then). */

const millimetres = (message: string) =>
  z.int({ error: message }).check(z.minimum(SIZE_LIMITS_MM.min, { error: message }), z.maximum(SIZE_LIMITS_MM.max, { error: message }));

const sizeShape = { width: millimetres(shopMessages.width), height: millimetres(shopMessages.height) };
export const shopSizeSchema = z.object(sizeShape);

/** POST /api/shop/configurations; names and prices the client sends are ignored, the server looks them up. */
export const shopConfigurationRequestSchema = z.object({
  productId: z.int().check(z.positive()),
  productName: z.optional(z.string().check(z.maxLength(200))),
  basePrice: z.optional(z.number()),
  selectedOptions: z.record(z.string(), z.looseObject({ id: z.int().check(z.positive()) })),
  totalPrice: z.optional(z.number()),
  dimensions: z.looseObject(sizeShape),
});
export type ShopConfigurationRequest = z.input<typeof shopConfigurationRequestSchema>;
