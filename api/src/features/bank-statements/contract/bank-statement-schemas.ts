import { pagingShape } from '../../../shared/request-schemas.ts';
import { z } from '../../../shared/zod.ts';
import { bankStatementMessages as m } from './bank-statement-messages.ts';

/** GET /api/admin/bank-statements and …/{id}/entries: a page of imports, a page of one import's bookings. */
export const bankStatementPageSchema = z.object({ ...pagingShape });

/** POST /api/admin/bank-statements/entries/{id}/confirm: one of the entry's suggested invoices. */
export const confirmSuggestionSchema = z.object({
  invoiceId: z.int({ error: m.invoiceNotFound }).check(z.minimum(1, { error: m.invoiceNotFound })),
});

/** POST /api/admin/bank-statements/entries/{id}/assign: the invoice number the office read. */
export const assignEntrySchema = z.object({
  invoiceNumber: z
    .string({ error: m.invoiceNumber })
    .check(z.trim(), z.minLength(1, { error: m.invoiceNumber }), z.maxLength(40, { error: m.invoiceNumber })),
});

/** The largest statement file (XML or ZIP) an upload may carry, and what one unpacked file may hold. */
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;

/**
 * The most bookings one upload may hold: a firm of this size books a few hundred a month, so this is
 * years of statements; beyond it an import would keep the server busy for long (ADR 075).
 */
export const MAX_STATEMENT_ENTRIES = 20_000;
