import type { Context } from 'hono';
import { fail } from '../../platform/http/request-errors.ts';
import { invoiceMessages as m } from './contract/invoice-messages.ts';
import { invoiceFilename, type InvoiceDocument } from './contract/invoices.ts';
import { facturXPdf, xRechnungXml, type EInvoiceHeader } from './e-invoice.ts';
import type { InvoiceRow } from './invoice-json.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

const header = (invoice: InvoiceRow): EInvoiceHeader => ({
  number: invoice.number,
  issueDate: invoice.issueDate,
  dueDate: invoice.dueDate,
  serviceDate: invoice.serviceDate,
  customerEmail: invoice.customerEmail,
});

/** The invoice's PDF, rendered from its stored document; for a business customer the Factur-X of it. */
async function invoicePdf(invoice: InvoiceRow): Promise<Buffer> {
  const document = invoice.document as InvoiceDocument;
  const pdf = await renderInvoicePdf({ number: invoice.number, issueDate: invoice.issueDate, dueDate: invoice.dueDate, document });
  return invoice.business ? facturXPdf(document, header(invoice), pdf) : pdf;
}

const download = (c: Context, body: Uint8Array | string, type: string, filename: string) =>
  c.body(typeof body === 'string' ? body : new Uint8Array(body), 200, {
    'Content-Type': type,
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
  });

export async function pdfAnswer(c: Context, invoice: InvoiceRow) {
  return download(c, await invoicePdf(invoice), 'application/pdf', invoiceFilename(invoice.number, 'pdf'));
}

/** The XRechnung (CII) of a business customer's invoice. */
export async function xmlAnswer(c: Context, invoice: InvoiceRow) {
  if (!invoice.business) fail(404, m.notBusiness);
  const xml = await xRechnungXml(invoice.document as InvoiceDocument, header(invoice));
  return download(c, xml, 'application/xml; charset=utf-8', invoiceFilename(invoice.number, 'xml'));
}
