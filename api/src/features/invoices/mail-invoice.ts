import type { Database } from '../../platform/db/client.ts';
import { invoiceEvents, invoiceLinks } from '../../platform/db/schema.ts';
import { newLinkToken } from '../../platform/http/link-tokens.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import { invoiceAttachments } from './invoice-files.ts';
import { findInvoice } from './invoice-json.ts';
import { invoiceLinkUrl } from './invoice-links.ts';
import { invoiceMail } from './mails.ts';

export interface InvoiceMailDependencies {
  db: Database;
  siteUrl: string;
  wakeMailer: () => void;
}

/**
 * Mails a just issued invoice or cancellation invoice to the customer (issue 33): the PDF (for a business
 * customer also the XRechnung) and a personal link. Link, mail and the invoice's event are one batch. The
 * invoice itself is already issued and stays so whatever happens here: a failure is logged and recorded
 * on the invoice, where the office sees that it has to send it by hand.
 */
export async function mailInvoice(
  { db, siteUrl, wakeMailer }: InvoiceMailDependencies,
  invoiceId: number,
  actor: StaffActor,
  now = new Date(),
) {
  const invoice = (await findInvoice(db, invoiceId, now))!;
  const event = (text: string) => db.insert(invoiceEvents).values({ invoiceId, by: actor.username, kind: 'mailed', text, at: now });
  if (!invoice.customerEmail) {
    await event('Nicht per E-Mail versendet: Für den Kunden ist keine E-Mail-Adresse hinterlegt.');
    return;
  }
  try {
    const { token, tokenHash } = newLinkToken();
    const mail = invoiceMail(invoice, {
      recipient: invoice.customerEmail,
      link: invoiceLinkUrl(siteUrl, token),
      attachments: await invoiceAttachments(invoice),
      sender: actor,
    });
    await db.batch([
      db.insert(invoiceLinks).values({ invoiceId, tokenHash, createdAt: now }),
      // An answer to the invoice lands on its order (ADR 083).
      enqueueMail(db, { ...mail, record: invoice.orderId ? `order:${invoice.orderId}` : null }),
      event(`Per E-Mail an ${invoice.customerEmail} gesendet`),
    ]);
    wakeMailer();
  } catch (error) {
    console.error(`[invoices] ${invoice.number} konnte nicht per E-Mail versendet werden:`, error);
    await event('Der E-Mail-Versand an den Kunden ist fehlgeschlagen. Bitte senden Sie die Rechnung selbst.');
  }
}
