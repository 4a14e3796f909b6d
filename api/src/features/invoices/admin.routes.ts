import { Hono } from 'hono';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { staffActor } from '../../platform/http/actor.ts';
import { idParamSchema } from '../../shared/request-schemas.ts';
import { cancelInvoice } from './cancel-invoice.ts';
import { invoiceMessages as m } from './contract/invoice-messages.ts';
import { invoicesQuerySchema, issueInvoiceSchema, paymentSchema } from './contract/invoice-schemas.ts';
import { invoicesCsv } from './invoice-csv.ts';
import { pdfAnswer, xmlAnswer } from './invoice-files.ts';
import { allInvoices, findInvoice, invoiceJson, listInvoices } from './invoice-json.ts';
import { issueInvoice } from './issue-invoice.ts';
import { mailInvoice, type InvoiceMailDependencies } from './mail-invoice.ts';
import { recordPayment } from './record-payment.ts';
import { sendDunning } from './send-dunning.ts';
import { berlinDay } from '../../shared/dates.ts';
import { permit } from '../../platform/http/permit.ts';

/** POST /api/admin/orders/{id}/invoices: the deposit or final invoice of an order, mailed to the customer. */
export function adminOrderInvoiceRoutes(dependencies: InvoiceMailDependencies) {
  const { db } = dependencies;
  return new Hono<SignedInEnv>().post(
    '/:id/invoices',
    permit('invoices'),
    validate('param', idParamSchema),
    validate('json', issueInvoiceSchema),
    async (c) => {
      const { kind, serviceDate, retention } = c.req.valid('json');
      const id = await issueInvoice(db, c.req.valid('param').id, kind, staffActor(c), new Date(), { serviceDate, retention });
      await mailInvoice(dependencies, id, staffActor(c));
      return c.json(await invoiceJson(db, (await findInvoice(db, id))!), 201);
    },
  );
}

/**
 * /api/admin/invoices: "Rechnungen" (issue 23). An issued invoice is never changed: PUT, PATCH and
 * DELETE are answered 409 on purpose, so the rule is a route of its own and tested, not a 404.
 */
export function adminInvoiceRoutes(dependencies: InvoiceMailDependencies) {
  const { db, wakeMailer, siteUrl } = dependencies;
  const existing = async (id: number) => {
    const invoice = await findInvoice(db, id);
    if (!invoice) fail(404, m.invoiceNotFound);
    return invoice;
  };
  const refuseChange = validate('param', idParamSchema);
  return (
    new Hono<SignedInEnv>()
      .get('/', permit('invoices'), validate('query', invoicesQuerySchema), async (c) =>
        c.json(await listInvoices(db, c.req.valid('query'))),
      )
      .get('/export.csv', permit('invoices'), validate('query', invoicesQuerySchema), async (c) => {
        const rows = await allInvoices(db, c.req.valid('query'));
        console.info(`[backoffice] Rechnungs-Export durch ${staffActor(c).username}: ${rows.length} Rechnungen`);
        return c.body(invoicesCsv(rows), 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="rechnungen-${berlinDay(new Date())}.csv"`,
          'Cache-Control': 'no-store',
        });
      })
      .get('/:id', permit('invoices'), validate('param', idParamSchema), async (c) =>
        c.json(await invoiceJson(db, await existing(c.req.valid('param').id))),
      )
      .get('/:id/pdf', permit('invoices'), validate('param', idParamSchema), async (c) =>
        pdfAnswer(c, await existing(c.req.valid('param').id)),
      )
      .get('/:id/xrechnung.xml', permit('invoices'), validate('param', idParamSchema), async (c) =>
        xmlAnswer(c, await existing(c.req.valid('param').id)),
      )
      .post('/:id/cancel', permit('invoices'), validate('param', idParamSchema), async (c) => {
        const cancellationId = await cancelInvoice(db, c.req.valid('param').id, staffActor(c));
        await mailInvoice(dependencies, cancellationId, staffActor(c));
        return c.json(await invoiceJson(db, (await findInvoice(db, cancellationId))!), 201);
      })
      .post('/:id/payments', permit('payments'), validate('param', idParamSchema), validate('json', paymentSchema), async (c) => {
        const { id } = c.req.valid('param');
        await recordPayment({ db, siteUrl }, id, c.req.valid('json'), staffActor(c));
        // The payment that completes a final invoice may have enqueued the review invitation.
        wakeMailer();
        return c.json(await invoiceJson(db, await existing(id)), 201);
      })
      .post('/:id/reminder', permit('invoices'), validate('param', idParamSchema), async (c) => {
        const { id } = c.req.valid('param');
        await sendDunning(dependencies, id, 'reminder', staffActor(c));
        wakeMailer();
        return c.json(await invoiceJson(db, await existing(id)));
      })
      // Refused to everyone who may see invoices (409): an issued invoice is never changed.
      .put('/:id', permit('invoices'), refuseChange, async (c) => {
        await existing(c.req.valid('param').id);
        return fail(409, m.immutable);
      })
      .patch('/:id', permit('invoices'), refuseChange, async (c) => {
        await existing(c.req.valid('param').id);
        return fail(409, m.immutable);
      })
      .delete('/:id', permit('invoices'), refuseChange, async (c) => {
        await existing(c.req.valid('param').id);
        return fail(409, m.immutable);
      })
  );
}
