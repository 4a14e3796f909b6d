import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { insertWhen } from '../../platform/db/insert-when.ts';
import { bookkeepingDebtors, type invoices } from '../../platform/db/schema.ts';

type InvoiceCustomer = Pick<typeof invoices.$inferSelect, 'userId' | 'customerEmail' | 'customerName'>;

/** Who an invoice was for, the same for every invoice of the customer: the account, else the address, else the name. */
export function customerKey(invoice: InvoiceCustomer): string {
  if (invoice.userId !== null) return `user:${invoice.userId}`;
  if (invoice.customerEmail) return `email:${invoice.customerEmail.trim().toLowerCase()}`;
  return `name:${invoice.customerName.trim()}`;
}

/**
 * The Debitor account of each customer key: 10^Sachkontenlänge onwards (10000 with four digits, as
 * DATEV's personal accounts begin), one per customer, kept in `bookkeeping_debtors` so a customer keeps
 * the number in every later export. New keys are numbered in the order given, each the number after
 * the highest so far: an insert that conflicts would still use up an AUTOINCREMENT value (every export
 * used to cost one number per customer already known, ADR 078), so only a key not yet there is inserted.
 */
export async function debtorAccounts(db: Database, keys: string[], accountLength: number): Promise<Map<string, string>> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return new Map();
  const numbered = await db
    .select({ key: bookkeepingDebtors.customerKey })
    .from(bookkeepingDebtors)
    .where(inArray(bookkeepingDebtors.customerKey, unique));
  const known = new Set(numbered.map((row) => row.key));
  const added = unique.filter((key) => !known.has(key));
  if (added.length > 0) {
    // Each insert holds only while the key is still missing, so a parallel export cannot number it twice.
    const [first, ...rest] = added.map((customerKey) =>
      insertWhen(
        db,
        bookkeepingDebtors,
        { id: sql`(select coalesce(max(${bookkeepingDebtors.id}), 0) + 1 from ${bookkeepingDebtors})`, customerKey },
        sql`not exists (select 1 from ${bookkeepingDebtors} where ${bookkeepingDebtors.customerKey} = ${customerKey})`,
      ),
    );
    await db.batch([first!, ...rest]);
  }
  const rows = await db.select().from(bookkeepingDebtors).where(inArray(bookkeepingDebtors.customerKey, unique));
  const base = 10 ** accountLength;
  return new Map(rows.map((row) => [row.customerKey, String(base + row.id - 1)]));
}
