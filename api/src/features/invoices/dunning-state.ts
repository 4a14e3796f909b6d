import { and, asc, gt, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { invoiceDunning, invoicePayments, invoices } from '../../platform/db/schema.ts';
import { ordersWithOpenDefects } from '../acceptance/open-defects.ts';
import { dueNow } from './contract/invoice-amounts.ts';
import { dunningFigures, nextDunningLevel, type DunningFigures, type DunningLevel } from './contract/dunning.ts';
import type { InvoiceDocument } from './contract/invoices.ts';
import type { DueDunningJson } from './contract/dunning-json.ts';
import { invoiceSettings } from './invoice-settings.ts';
import type { InvoiceRow } from './invoice-json.ts';
import { berlinDay } from '../../shared/dates.ts';

/** Where an invoice stands in dunning: the levels sent (with their day), the next level due, its figures. */
export interface DunningState {
  invoice: InvoiceRow;
  sent: Partial<Record<DunningLevel, string>>;
  next: DunningLevel | null;
  figures: (level: DunningLevel) => DunningFigures;
}

/** The dunning state of the given unpaid invoices (all overdue, uncancelled ones without `ids`). */
export async function dunningStates(db: Database, now = new Date(), ids?: number[]): Promise<DunningState[]> {
  const today = berlinDay(now);
  const rows = await db
    .select()
    .from(invoices)
    .where(
      and(
        ne(invoices.kind, 'cancellation'),
        isNull(invoices.cancelledById),
        gt(invoices.amountDue, 0),
        // Only what is overdue: an invoice due today or later has no dunning state yet.
        lt(invoices.dueDate, today),
        ...(ids ? [inArray(invoices.id, ids)] : []),
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.id));
  if (rows.length === 0) return [];
  const rowIds = rows.map((row) => row.id);
  const { dunning: settings, baseRates } = await invoiceSettings(db);
  const defectsOpen = await ordersWithOpenDefects(
    db,
    rows.map((row) => row.orderId),
  );
  const [payments, letters] = await db.batch([
    db.select().from(invoicePayments).where(inArray(invoicePayments.invoiceId, rowIds)),
    db.select().from(invoiceDunning).where(inArray(invoiceDunning.invoiceId, rowIds)),
  ]);
  // One pass each instead of a filter per invoice (5,000 invoices and their payments: quadratic).
  const paymentsOf = Map.groupBy(payments, (payment) => payment.invoiceId);
  const lettersOf = Map.groupBy(letters, (letter) => letter.invoiceId);
  return rows.flatMap((invoice) => {
    const own = paymentsOf.get(invoice.id) ?? [];
    const document = invoice.document as InvoiceDocument;
    // A retention for open defects is not asked for until they are fixed (ADR 061).
    const amountDue = dueNow(invoice.amountDue, document, invoice.orderId !== null && defectsOpen.has(invoice.orderId));
    if (own.reduce((sum, payment) => sum + payment.amount, 0) >= amountDue) return [];
    const sent = Object.fromEntries((lettersOf.get(invoice.id) ?? []).map((letter) => [letter.level, letter.sentOn])) as Partial<
      Record<DunningLevel, string>
    >;
    return [
      {
        invoice,
        sent,
        next: nextDunningLevel(invoice.dueDate, sent, settings, today),
        figures: (level: DunningLevel) =>
          dunningFigures({
            level,
            today,
            invoice: {
              amountDue,
              dueDate: invoice.dueDate,
              business: invoice.business,
              defaultNotice: document.defaultNotice ?? false,
            },
            payments: own,
            reminderSentOn: sent.reminder ?? null,
            settings,
            baseRates,
          }),
      },
    ];
  });
}

/** "Fällige Mahnungen": every overdue invoice whose next level is due, with the figures its letter would ask. */
export async function dueDunning(db: Database, now = new Date()): Promise<DueDunningJson[]> {
  return (await dunningStates(db, now)).flatMap(({ invoice, sent, next, figures }) =>
    next
      ? [
          {
            invoiceId: invoice.id,
            number: invoice.number,
            customerName: invoice.customerName,
            customerEmail: invoice.customerEmail,
            business: invoice.business,
            dueDate: invoice.dueDate,
            level: next,
            sent,
            figures: figures(next),
          },
        ]
      : [],
  );
}
