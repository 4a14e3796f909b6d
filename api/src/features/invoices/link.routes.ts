import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { ProxyHops } from '../../platform/http/client-address.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { linkLimits } from '../../platform/http/link-limits.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { qrSvg } from '../../platform/qr/qr-code.ts';
import { ordersWithOpenDefects } from '../acceptance/open-defects.ts';
import { dueNow } from './contract/invoice-amounts.ts';
import { giroCodePayload } from './contract/girocode.ts';
import { invoiceLinkMessages, type InvoiceLinkJson } from './contract/invoice-link.ts';
import type { InvoiceDocument } from './contract/invoices.ts';
import { pdfAnswer, xmlAnswer } from './invoice-files.ts';
import { findInvoiceByLinkToken } from './invoice-links.ts';

/**
 * /api/invoices/{token}: the invoice behind a personal link, for customers without an account (issue 33).
 * No session; the token is the key. A token that opens no invoice is a 404, whatever it looks like.
 */
export function invoiceLinkRoutes({ db, trustProxy }: { db: Database; trustProxy: ProxyHops }) {
  const linked = async (token: string) => (await findInvoiceByLinkToken(db, token)) ?? fail(404, invoiceLinkMessages.notFound);
  return new Hono<AppEnv>()
    .use(noStore(), linkLimits(db, trustProxy, 'invoice').read)
    .get('/:token', async (c) => {
      const invoice = await linked(c.req.param('token'));
      const document = invoice.document as InvoiceDocument;
      const balance = invoice.status === 'cancelled' ? 0 : Math.max(0, invoice.amountDue - invoice.paid);
      const defectsOpen = (await ordersWithOpenDefects(db, [invoice.orderId])).size > 0;
      const payable = Math.max(0, Math.min(balance, dueNow(invoice.amountDue, document, defectsOpen) - invoice.paid));
      const giroCode = giroCodePayload({ ...document.seller.bank, amount: payable, remittance: invoice.number });
      const answer: InvoiceLinkJson = {
        number: invoice.number,
        kind: invoice.kind,
        status: invoice.status,
        orderNumber: document.orderNumber,
        customerName: invoice.customerName,
        business: invoice.business,
        issueDate: invoice.issueDate,
        dueDate: invoice.dueDate,
        totals: { net: invoice.net, vat: invoice.vat, gross: invoice.gross },
        amountDue: invoice.amountDue,
        paid: invoice.paid,
        balance,
        cancels: document.cancels,
        seller: { name: document.seller.name, email: document.seller.email, phone: document.seller.phone },
        bank: document.seller.bank,
        giroCodeSvg: giroCode ? qrSvg(giroCode) : null,
      };
      return c.json(answer);
    })
    .get('/:token/pdf', async (c) => pdfAnswer(c, await linked(c.req.param('token'))))
    .get('/:token/xrechnung.xml', async (c) => xmlAnswer(c, await linked(c.req.param('token'))));
}
