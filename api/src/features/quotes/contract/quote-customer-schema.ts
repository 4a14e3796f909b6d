import { SINGLE_LINE_MESSAGE } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';
import { quoteCustomerMessages as messages } from './quote-customer.ts';

/**
 * The quote's customer as the editor saves it (PUT /api/admin/quotes/{id}, `customer`). The postal address
 * may stay incomplete in a draft (a funnel lead brings only its PLZ); sending asks for the rest. An
 * installation address, once the operator says it differs, must be complete.
 */

const singleLine = z.regex(/^[^\t\r\n]*$/, { error: SINGLE_LINE_MESSAGE });
type StringCheck = Parameters<ReturnType<typeof z.string>['check']>[number];
const text = (max: number, message: string, ...checks: StringCheck[]) =>
  z._default(z.string({ error: message }).check(z.trim(), z.maxLength(max, { error: message }), singleLine, ...checks), '');
const required = (max: number, message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: message }), singleLine);
const POSTCODE = /^\d{5}$/;

const postalAddressSchema = z.object({
  street: text(200, messages.street),
  postcode: text(20, messages.postcode, z.regex(/^(\d{5})?$/, { error: messages.postcode })),
  city: text(100, messages.city),
});

const installationAddressSchema = z.object({
  street: required(200, messages.installationStreet),
  postcode: z.string({ error: messages.installationPostcode }).check(z.trim(), z.regex(POSTCODE, { error: messages.installationPostcode })),
  city: required(100, messages.installationCity),
});

export const quoteCustomerSchema = z.object({
  name: required(200, messages.name),
  company: text(200, messages.company),
  phone: text(50, messages.phone, z.regex(/^[\d +/()-]*$/, { error: messages.phone })),
  address: z._default(z.nullable(postalAddressSchema), null),
  /** null: installed at the postal address. */
  installationAddress: z._default(z.nullable(installationAddressSchema), null),
});
export type QuoteCustomerBody = z.output<typeof quoteCustomerSchema>;
