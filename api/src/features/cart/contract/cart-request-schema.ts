import { configuredItemSchema, funnelFieldsSchema } from '../../funnel/contract/funnel.ts';
import { requiredText } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';
import { CART_LINE_LIMIT, cartMessages } from './cart.ts';

const funnelField = funnelFieldsSchema.shape;

/**
 * POST /api/cart/request: "Angebot für alle Positionen anfordern". The cart knows the products, sizes and
 * options; the request adds only what it does not know: who asks, where, and the consent. Contact fields
 * and their messages are the funnel's; the server prices the lines itself.
 */
export const cartQuoteRequestSchema = z.object({
  vorname: funnelField.vorname,
  nachname: funnelField.nachname,
  email: funnelField.email,
  telefon: funnelField.telefon,
  plz: requiredText(cartMessages.plz),
  datenschutz: funnelField.datenschutz,
  website: funnelField.website,
  utm_params: funnelField.utm_params,
  /** The key the request's photos follow it under (ADR 084), as in the funnel. */
  photo_key: funnelField.photo_key,
  lines: z
    .array(configuredItemSchema)
    .check(z.minLength(1, { error: cartMessages.empty }), z.maxLength(CART_LINE_LIMIT, { error: cartMessages.tooMany })),
});
export type CartQuoteSubmission = z.output<typeof cartQuoteRequestSchema>;
