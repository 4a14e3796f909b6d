import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ResultSet } from '@libsql/client';
import type { Database } from '../../platform/db/client.ts';
import { insertWhen } from '../../platform/db/insert-when.ts';
import { invoices } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import { berlinYear, countDocument, documentNumber } from '../documents/numbering.ts';
import { negate } from './contract/invoice-amounts.ts';
import { invoiceMessages as m } from './contract/invoice-messages.ts';
import type { InvoiceDocument } from './contract/invoices.ts';
import { invoiceEventAfterChange } from './invoice-events.ts';
import { findInvoice } from './invoice-json.ts';
import { sellerParty } from './seller-party.ts';
import { berlinDay, addDays } from '../../shared/dates.ts';

/**
 * Cancels an invoice (ADR 041): a Stornorechnung with its own number, every amount and quantity of the
 * original negated, referring to it; the original is marked cancelled. Never the other way round, an
 * issued invoice is not changed (GoBD). Once only: the condition makes a second, even a simultaneous
 * one, a 409 without a number counted.
 */
export async function cancelInvoice(db: Database, id: number, actor: StaffActor, now = new Date()) {
  const original = await findInvoice(db, id, now);
  if (!original) fail(404, m.invoiceNotFound);
  if (original.kind === 'cancellation') fail(409, m.cancellationNotCancellable);
  if (original.cancelledById !== null) fail(409, m.alreadyCancelled);
  const source = original.document as InvoiceDocument;
  const issueDate = berlinDay(now);
  const document: InvoiceDocument = {
    ...source,
    // The cancellation is a document of its own, issued now: it names the seller as the company data are
    // today, and is refused while they are placeholders, as every invoice is (ADR 050).
    seller: await sellerParty(db),
    kind: 'cancellation',
    lines: source.lines.map((line) => ({
      ...line,
      quantity: -line.quantity,
      discount: -line.discount,
      net: -line.net,
      ...(line.gross ? { gross: { ...line.gross, discount: -line.gross.discount, amount: -line.gross.amount } } : {}),
    })),
    totals: negate(source.totals),
    prepaid: source.prepaid.map((deposit) => ({ ...deposit, ...negate(deposit) })),
    prepaidTotal: -source.prepaidTotal,
    amountDue: -source.amountDue,
    labour: source.labour ? negate(source.labour) : null,
    cancels: { number: original.number, issueDate: original.issueDate },
  };
  const year = berlinYear(now);
  const open = sql`exists (select 1 from ${invoices} where ${invoices.id} = ${id} and ${invoices.cancelledById} is null)`;
  const [, inserted] = (await db.batch([
    countDocument(db, 'invoice', year, open),
    insertWhen(
      db,
      invoices,
      {
        number: documentNumber('invoice', year),
        kind: 'cancellation',
        orderId: original.orderId,
        userId: original.userId,
        cancelsInvoiceId: id,
        issueDate,
        serviceDate: original.serviceDate,
        dueDate: addDays(issueDate, 0),
        document,
        net: -original.net,
        vat: -original.vat,
        gross: -original.gross,
        amountDue: -original.amountDue,
        business: original.business,
        customerName: original.customerName,
        customerEmail: original.customerEmail,
        createdBy: actor.username,
        createdAt: now,
      },
      open,
    ),
    invoiceEventAfterChange(db, {
      invoiceId: sql`last_insert_rowid()`,
      by: actor.username,
      kind: 'issued',
      text: `Stornorechnung zu ${original.number} ausgestellt`,
      at: now,
    }),
    invoiceEventAfterChange(db, { invoiceId: id, by: actor.username, kind: 'cancelled', text: 'Storniert', at: now }),
    db
      .update(invoices)
      .set({ cancelledById: sql`(select max(${invoices.id}) from ${invoices} where ${invoices.cancelsInvoiceId} = ${id})` })
      .where(and(eq(invoices.id, id), isNull(invoices.cancelledById))),
  ])) as unknown as ResultSet[];
  if (inserted!.rowsAffected !== 1) fail(409, m.alreadyCancelled);
  return Number(inserted!.lastInsertRowid);
}
