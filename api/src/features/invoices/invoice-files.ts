import type { Context } from 'hono';
import type { MailAttachment } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { qrPng } from '../../platform/qr/qr-code.ts';
import { giroCodePayload } from './contract/girocode.ts';
import { invoiceMessages as m } from './contract/invoice-messages.ts';
import { invoiceFilename, type InvoiceDocument } from './contract/invoices.ts';
import { facturXPdf, xRechnungXml, type EInvoiceHeader } from './e-invoice.ts';
import type { InvoiceRow } from './invoice-json.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { dueNow } from './contract/invoice-amounts.ts';

const header = (invoice: InvoiceRow): EInvoiceHeader => ({
  number: invoice.number,
  issueDate: invoice.issueDate,
  dueDate: invoice.dueDate,
  serviceDate: invoice.serviceDate,
  customerEmail: invoice.customerEmail,
});

/** The invoice's PDF, rendered from its stored document; for a business customer the Factur-X of it. */
export async function invoicePdf(invoice: InvoiceRow): Promise<Buffer> {
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

const invoiceXml = (invoice: InvoiceRow) => xRechnungXml(invoice.document as InvoiceDocument, header(invoice));

/** The XRechnung (CII) of a business customer's invoice. */
export async function xmlAnswer(c: Context, invoice: InvoiceRow) {
  if (!invoice.business) fail(404, m.notBusiness);
  return download(c, await invoiceXml(invoice), 'application/xml; charset=utf-8', invoiceFilename(invoice.number, 'xml'));
}

/** The GiroCode for `amount` as a PNG attachment (any mail client shows it), if there is something to pay. */
function giroCodeAttachment(document: InvoiceDocument, number: string, amount: number): MailAttachment[] {
  const payload = giroCodePayload({ ...document.seller.bank, amount, remittance: number });
  if (!payload || document.kind === 'cancellation') return [];
  return [{ filename: `GiroCode-${number}.png`, contentType: 'image/png', contentBase64: qrPng(payload).toString('base64') }];
}

/**
 * What a mail about the invoice carries: the PDF, for a business customer the XRechnung beside it, and
 * the GiroCode for `transferAmount` (the amount due unless the mail asks for something else).
 */
export async function invoiceAttachments(
  invoice: InvoiceRow,
  // Issued with a retention, the defects are open: the first mail asks for the rest (ADR 061).
  transferAmount = dueNow(invoice.amountDue, invoice.document as InvoiceDocument, true),
): Promise<MailAttachment[]> {
  const pdf = {
    filename: invoiceFilename(invoice.number, 'pdf'),
    contentType: 'application/pdf',
    contentBase64: (await invoicePdf(invoice)).toString('base64'),
  };
  const giroCode = giroCodeAttachment(invoice.document as InvoiceDocument, invoice.number, transferAmount);
  if (!invoice.business) return [pdf, ...giroCode];
  const xml = Buffer.from(await invoiceXml(invoice), 'utf8').toString('base64');
  return [pdf, { filename: invoiceFilename(invoice.number, 'xml'), contentType: 'application/xml', contentBase64: xml }, ...giroCode];
}
