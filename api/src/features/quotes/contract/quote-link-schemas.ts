import { requiredText } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';
import { quoteLinkMessages } from './quote-link.ts';
import { quoteMessages } from './quotes.ts';

/** The request schemas of accepting a quote (personal link and account), apart from the page's texts (ADR 015). */

const postalAddressSchema = z.object({
  street: requiredText(quoteLinkMessages.street, 100),
  postcode: z.string({ error: quoteLinkMessages.postcode }).check(z.trim(), z.regex(/^\d{5}$/, { error: quoteLinkMessages.postcode })),
  city: requiredText(quoteLinkMessages.city, 100),
});

const phoneSchema = z
  .string({ error: quoteLinkMessages.phone })
  .check(z.trim(), z.regex(/^(?=(?:\D*\d){6})[0-9 +/()-]{6,30}$/, { error: quoteLinkMessages.phone }));

const termsAccepted = z.literal(true, { error: quoteMessages.termsRequired });

/**
 * POST /api/quotes/{token}/accept: the terms confirmed, where to install, whether that is also the postal
 * (billing) address, and a phone number for the appointment.
 */
export const linkAcceptSchema = z.object({
  termsAccepted,
  installationAddress: postalAddressSchema,
  samePostalAddress: z._default(z.boolean(), true),
  phone: phoneSchema,
});
export type LinkAcceptBody = z.output<typeof linkAcceptSchema>;

/**
 * POST /api/customer/quotes/{id}/accept: as the link's, but the address and phone may be left out; the
 * quote's own then stand (the account's customer is known).
 */
export const accountAcceptSchema = z.object({
  termsAccepted,
  installationAddress: z.optional(postalAddressSchema),
  samePostalAddress: z.optional(z.boolean()),
  phone: z.optional(phoneSchema),
});
export type AccountAcceptBody = z.output<typeof accountAcceptSchema>;
