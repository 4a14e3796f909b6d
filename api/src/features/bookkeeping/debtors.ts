import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
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
 * the number in every later export. New keys are numbered in the order given.
 */
export async function debtorAccounts(db: Database, keys: string[], accountLength: number): Promise<Map<string, string>> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return new Map();
  await db
    .insert(bookkeepingDebtors)
    .values(unique.map((customerKey) => ({ customerKey })))
    .onConflictDoNothing();
  const rows = await db.select().from(bookkeepingDebtors).where(inArray(bookkeepingDebtors.customerKey, unique));
  const first = 10 ** accountLength;
  return new Map(rows.map((row) => [row.customerKey, String(first + row.id - 1)]));
}
