import { z } from '../../../shared/zod.ts';
import { bankStatementMessages as m } from './bank-statement-messages.ts';

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
