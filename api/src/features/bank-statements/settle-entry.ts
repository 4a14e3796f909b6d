import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import type { ResultSet } from '@libsql/client';
import { bankStatementEntries, invoicePayments } from '../../platform/db/schema.ts';
import { paymentStatements, type PaymentDependencies } from '../invoices/record-payment.ts';

/**
 * Records a credit as the payment of an invoice in one batch: the payment (at most what is open, on the
 * booking day, `by` the statement or the person), the invoice's event, and the entry marked as paying
 * it – only if the payment was written, so a refused payment leaves the entry as it was. Answers
 * whether it was recorded. A credit above the open amount pays the open amount; the rest is kept on
 * the entry as its surplus for the office to refund or set off.
 */
export async function settleEntry(
  dependencies: PaymentDependencies,
  entry: { id: number; amount: number; bookingDate: string },
  invoice: { id: number; balance: number; kind: string; orderId: number | null; serviceDate: string | null },
  settled: { status: 'matched' | 'assigned'; by: string; resolvedBy: string | null },
  now: Date,
): Promise<boolean> {
  const { db } = dependencies;
  const amount = Math.min(entry.amount, invoice.balance);
  const payment = await paymentStatements(
    dependencies,
    invoice,
    { amount, date: entry.bookingDate, by: settled.by, bankEntryId: entry.id },
    now,
  );
  const [inserted] = (await db.batch([
    ...payment,
    db
      .update(bankStatementEntries)
      .set({
        status: settled.status,
        invoiceId: invoice.id,
        partPayment: entry.amount < invoice.balance,
        surplus: entry.amount - amount,
        note: '',
        resolvedBy: settled.resolvedBy,
        resolvedAt: settled.resolvedBy ? now : null,
      })
      .where(
        and(
          eq(bankStatementEntries.id, entry.id),
          inArray(bankStatementEntries.status, ['suggested', 'unmatched']),
          exists(
            db
              .select({ one: sql`1` })
              .from(invoicePayments)
              .where(eq(invoicePayments.bankEntryId, entry.id)),
          ),
        ),
      ),
  ])) as unknown as ResultSet[];
  return inserted!.rowsAffected === 1;
}
