import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { idParamSchema } from '../../shared/request-schemas.ts';
import { invoiceMessages as m } from './contract/invoice-messages.ts';
import { pdfAnswer } from './invoice-files.ts';
import { customerInvoices, findInvoice } from './invoice-json.ts';
import { claimDocumentsOfConfirmedAddress } from '../accounts/claim-documents.ts';

/**
 * /api/customer/invoices: the caller's own invoices, by account. Another customer's invoice is answered
 * 404 as if it did not exist.
 */
export function customerInvoiceRoutes(db: Database) {
  return new Hono<SignedInEnv>()
    .get('/', async (c) => {
      await claimDocumentsOfConfirmedAddress(db, c.get('user'));
      return c.json(await customerInvoices(db, c.get('user').id));
    })
    .get('/:id/pdf', validate('param', idParamSchema), async (c) => {
      const invoice = await findInvoice(db, c.req.valid('param').id);
      if (!invoice || invoice.userId !== c.get('user').id) fail(404, m.invoiceNotFound);
      return pdfAnswer(c, invoice);
    });
}
