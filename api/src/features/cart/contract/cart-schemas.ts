import { configuredItemSchema } from '../../funnel/contract/funnel.ts';
import { z } from '../../../shared/zod.ts';
import { CART_LINE_LIMIT, cartMessages } from './cart.ts';

/** PUT /api/customer/cart: the whole cart, as the funnel would send its lines; the server prices them. */
export const cartRequestSchema = z.object({
  lines: z.array(configuredItemSchema).check(z.maxLength(CART_LINE_LIMIT, { error: cartMessages.tooMany })),
});
export type CartRequest = z.infer<typeof cartRequestSchema>;

/** POST /api/customer/cart/merge: the lines a tab held before the login, under the tab's own id. */
export const cartMergeSchema = z.object({
  tabId: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, { error: cartMessages.invalidTab })),
  lines: cartRequestSchema.shape.lines,
});
export type CartMergeRequest = z.infer<typeof cartMergeSchema>;
