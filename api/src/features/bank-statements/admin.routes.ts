import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type { PaymentDependencies } from '../invoices/record-payment.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { staffActor } from '../../platform/http/actor.ts';
import { idParamSchema } from '../../shared/request-schemas.ts';
import { assignEntry } from './assign-entry.ts';
import {
  assignEntrySchema,
  bankStatementPageSchema,
  confirmSuggestionSchema,
  MAX_STATEMENT_BYTES,
} from './contract/bank-statement-schemas.ts';
import { bankStatementMessages as m } from './contract/bank-statement-messages.ts';
import type { BankStatementSummaryJson } from './contract/bank-statements.ts';
import { importStatement } from './import-statement.ts';
import { statementEntries } from './statement-files.ts';
import { entryJson, listImportEntries, listImports } from './statement-json.ts';
import { permit } from '../../platform/http/permit.ts';

/** The form's field `file`, one non-empty file within the limit; the hc client sends it as FormData. */
const statementFile = validator('form', (form) => {
  const file = form.file;
  if (!(file instanceof File) || file.size === 0) return fail(400, m.fileMissing);
  if (file.size > MAX_STATEMENT_BYTES) return fail(413, m.fileTooLarge);
  return { file };
});

/** The upload's path: request-guards.ts lets it have a multipart body of up to MAX_STATEMENT_BYTES. */
export const BANK_STATEMENT_UPLOAD_PATH = '/api/admin/bank-statements';

/**
 * /api/admin/bank-statements, "Zahlungseingänge" (issue 35, ADR 058): a CAMT.053 file in (field `file`,
 * XML or a ZIP of several), the imports and each one's bookings page by page (ADR 075), a suggestion
 * confirmed, a credit assigned by hand (answered with the booking as it now stands). The same
 * permission as recording a payment.
 */
export function adminBankStatementRoutes(dependencies: PaymentDependencies) {
  const { db } = dependencies;
  return (
    new Hono<SignedInEnv>()
      // What a statement does is record payments, so it needs what recording one needs.
      .get('/', permit('payments'), validate('query', bankStatementPageSchema), async (c) =>
        c.json(await listImports(db, c.req.valid('query'))),
      )
      .get('/:id/entries', permit('payments'), validate('param', idParamSchema), validate('query', bankStatementPageSchema), async (c) =>
        c.json(await listImportEntries(db, c.req.valid('param').id, c.req.valid('query'))),
      )
      .post('/', permit('payments'), statementFile, async (c) => {
        const { file } = c.req.valid('form');
        const entries = await statementEntries(Buffer.from(await file.arrayBuffer()));
        const summary = await importStatement(dependencies, { fileName: file.name.slice(0, 200), entries }, staffActor(c));
        return c.json<BankStatementSummaryJson>(summary, 201);
      })
      .post(
        '/entries/:id/confirm',
        permit('payments'),
        validate('param', idParamSchema),
        validate('json', confirmSuggestionSchema),
        async (c) => {
          await assignEntry(dependencies, c.req.valid('param').id, { id: c.req.valid('json').invoiceId }, staffActor(c));
          return c.json(await entryJson(db, c.req.valid('param').id));
        },
      )
      .post('/entries/:id/assign', permit('payments'), validate('param', idParamSchema), validate('json', assignEntrySchema), async (c) => {
        await assignEntry(dependencies, c.req.valid('param').id, { number: c.req.valid('json').invoiceNumber }, staffActor(c));
        return c.json(await entryJson(db, c.req.valid('param').id));
      })
  );
}
