import { priceGridSchema } from '../../catalogue/contract/price-grid-schema.ts';
import { emailAddress, optionalText, requiredText } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';
import { supplierMessages as m } from './purchasing-messages.ts';

/** The bodies of /api/admin/suppliers (issue 49), shared by the route and the Lieferanten screen. */

/** A discount in hundredths of a percent: 0 to 100,00 %. */
const discount = z.int({ error: m.discount }).check(z.minimum(0, { error: m.discount }), z.maximum(10_000, { error: m.discount }));
const id = (message: string) => z.int({ error: message }).check(z.positive({ error: message }));

export const supplierBodySchema = z
  .object({
    name: requiredText(m.name, 100),
    street: requiredText(m.street, 100),
    postcode: z.string({ error: m.postcode }).check(z.trim(), z.regex(/^\d{5}$/, { error: m.postcode })),
    city: requiredText(m.city, 100),
    orderEmail: emailAddress(m.orderEmail),
    customerNumber: optionalText(50),
    leadTimeWeeks: z
      .int({ error: m.leadTimeWeeks })
      .check(z.minimum(1, { error: m.leadTimeWeeks }), z.maximum(52, { error: m.leadTimeWeeks })),
    discount: z._default(discount, 0),
    products: z._default(
      z
        .array(
          z.object({
            productId: id(m.product),
            discount: z._default(z.nullable(discount), null),
            priceGrid: z._default(z.nullable(priceGridSchema), null),
          }),
        )
        .check(z.maxLength(500)),
      [],
    ),
    articleCodes: z._default(
      z
        .array(
          z.object({
            optionId: id(m.option),
            code: z
              .string({ error: m.articleCode })
              .check(z.trim(), z.minLength(1, { error: m.articleCode }), z.maxLength(50, { error: m.articleCode })),
          }),
        )
        .check(z.maxLength(2000)),
      [],
    ),
  })
  .check(
    z.refine((body) => new Set(body.products.map((product) => product.productId)).size === body.products.length, {
      error: m.productTwice,
      path: ['products'],
    }),
  );
export type SupplierBody = z.output<typeof supplierBodySchema>;
export type SupplierInput = z.input<typeof supplierBodySchema>;
