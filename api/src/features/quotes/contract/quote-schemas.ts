import { pagingShape } from '../../../shared/request-schemas.ts';
import { lineDrawingSchema } from './line-drawing-schema.ts';
import { elementValuesSchema } from '../../catalogue/contract/element-values-schema.ts';
import { quoteCustomerSchema } from './quote-customer-schema.ts';
import { lineUnits, quoteLineKinds } from '../../documents/contract/lines.ts';
import { QUOTE_LINE_LIMIT, quoteMessages, quoteStatuses } from './quotes.ts';
import { calendarDay, recordNumber } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';
import { assignedFilterField } from '../../assignment/contract/assignment.ts';

/**
 * The request schemas of quotes (issue 14), apart from quotes.ts so the customer's dashboard,
 * which needs the statuses, totals and texts, does not load zod with them (ADR 015).
 */

/** A measured line's Aufmaß data (issue 48), kept through the editor as the Aufmaß made it. */
const lineMeasureSchema = z.object({
  position: z.string().check(z.maxLength(100)),
  orderWidthMm: z.int().check(z.minimum(1), z.maximum(10_000)),
  orderHeightMm: z.int().check(z.minimum(1), z.maximum(10_000)),
  openingType: z.string().check(z.maxLength(20)),
  hinge: z.nullable(z.string().check(z.maxLength(10))),
});

const quoteLineSchema = z
  .object({
    kind: z.enum(quoteLineKinds),
    title: z
      .string({ error: quoteMessages.title })
      .check(z.trim(), z.minLength(1, { error: quoteMessages.title }), z.maxLength(200, { error: quoteMessages.title })),
    description: z._default(z.string().check(z.maxLength(2000, { error: quoteMessages.description })), ''),
    quantity: z
      .int({ error: quoteMessages.quantity })
      .check(z.minimum(1, { error: quoteMessages.quantity }), z.maximum(999, { error: quoteMessages.quantity })),
    unitPrice: z
      .int({ error: quoteMessages.unitPrice })
      .check(z.minimum(0, { error: quoteMessages.unitPrice }), z.maximum(999_999_999, { error: quoteMessages.unitPrice })),
    discount: z._default(z.int({ error: quoteMessages.discount }).check(z.minimum(0, { error: quoteMessages.discount })), 0),
    // A line taken from the presets (Einstellungen → Positionen) keeps its unit and whether it is labour.
    unit: z.optional(z.enum(lineUnits, { error: quoteMessages.unit })),
    labour: z.optional(z.boolean({ error: quoteMessages.labour })),
    drawing: z.optional(z.nullable(lineDrawingSchema)),
    values: z.optional(z.nullable(elementValuesSchema)),
    funding: z.optional(z.nullable(z.string().check(z.maxLength(200, { error: quoteMessages.description })))),
    measure: z.optional(z.nullable(lineMeasureSchema)),
    // The catalogue product of a configured line, kept through the editor for the Bestellung (issue 49).
    productId: z.optional(z.nullable(z.int().check(z.positive()))),
  })
  .check(z.refine((line) => line.discount <= line.quantity * line.unitPrice, { error: quoteMessages.discount, path: ['discount'] }));

/** POST /api/admin/quotes: a draft from a lead, its lines taken from the lead's priced configuration. */
export const createQuoteSchema = z.object({
  leadId: z.int({ error: quoteMessages.leadId }).check(z.positive({ error: quoteMessages.leadId })),
});

/** PUT /api/admin/quotes/{id}: the draft's lines, validity, note and customer (only while it is a draft). */
export const updateQuoteSchema = z.object({
  lines: z
    .array(quoteLineSchema)
    .check(z.minLength(1, { error: quoteMessages.lines }), z.maxLength(QUOTE_LINE_LIMIT, { error: quoteMessages.lines })),
  validUntil: calendarDay(quoteMessages.validUntil),
  note: z._default(z.string().check(z.maxLength(2000, { error: quoteMessages.note })), ''),
  /** The BEG EM funding condition (ADR 063); absent: left as it is. */
  fundingCondition: z.optional(z.boolean({ error: quoteMessages.fundingCondition })),
  /** The addressee and the addresses; absent: left as they are. */
  customer: z.optional(quoteCustomerSchema),
});
export type UpdateQuoteBody = z.output<typeof updateQuoteSchema>;

/** POST /api/customer/quotes/{id}/change-request: the customer's message lands in the lead's history. */
export const changeRequestSchema = z.object({
  message: z
    .string({ error: quoteMessages.changeMessage })
    .check(z.trim(), z.minLength(1, { error: quoteMessages.changeMessage }), z.maxLength(2000, { error: quoteMessages.changeMessage })),
});

/**
 * GET /api/admin/quotes: with `leadId` the quotes of one lead for its details (then the other fields are
 * ignored); without, "Angebote": filters and paging as the orders have them.
 */
export const quotesQuerySchema = z.object({
  leadId: z.optional(recordNumber(quoteMessages.leadId)),
  status: z.optional(z.enum(quoteStatuses, { error: quoteMessages.status })),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  assigned: assignedFilterField,
  ...pagingShape,
});
export type QuotesQuery = z.output<typeof quotesQuerySchema>;
