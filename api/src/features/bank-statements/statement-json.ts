import { desc, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { bankStatementEntries, bankStatementImports } from '../../platform/db/schema.ts';
import type { BankEntryInvoiceJson, BankEntryJson, BankStatementImportJson } from './contract/bank-statements.ts';
import { withAuthorNames } from './import-authors.ts';
import { payableInvoices } from './open-invoices.ts';

/** How many imports "Zahlungseingänge" shows: the recent weeks' statements. */
const SHOWN_IMPORTS = 30;

/** The newest imports with their entries (booking order), each credit with its invoice or suggestions. */
export async function recentImports(db: Database): Promise<BankStatementImportJson[]> {
  const imports = await db.select().from(bankStatementImports).orderBy(desc(bankStatementImports.id)).limit(SHOWN_IMPORTS);
  if (imports.length === 0) return [];
  const entries = await db
    .select()
    .from(bankStatementEntries)
    .where(
      inArray(
        bankStatementEntries.importId,
        imports.map((row) => row.id),
      ),
    )
    .orderBy(bankStatementEntries.bookingDate, bankStatementEntries.id);
  const invoices = new Map(
    (await payableInvoices(db)).map((invoice) => [
      invoice.id,
      { id: invoice.id, number: invoice.number, customerName: invoice.customerName, balance: invoice.balance },
    ]),
  );
  const invoiceJson = (id: number | null): BankEntryInvoiceJson | null => (id === null ? null : (invoices.get(id) ?? null));
  const entryJson = (entry: (typeof entries)[number]): BankEntryJson => ({
    id: entry.id,
    bookingDate: entry.bookingDate,
    amount: entry.amount,
    counterparty: entry.counterparty,
    remittance: entry.remittance,
    status: entry.status,
    note: entry.note,
    invoice: invoiceJson(entry.invoiceId),
    partPayment: entry.partPayment,
    surplus: entry.surplus,
    // A suggested invoice paid or cancelled meanwhile is no longer offered.
    suggestions: entry.suggestions.flatMap((id) => {
      const invoice = invoiceJson(id);
      return invoice && invoice.balance > 0 ? [invoice] : [];
    }),
    resolvedBy: entry.resolvedBy,
  });
  const shown = imports.map((row) => ({
    id: row.id,
    fileName: row.fileName,
    firstDay: row.firstDay,
    lastDay: row.lastDay,
    duplicates: row.duplicates,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    entries: entries.filter((entry) => entry.importId === row.id).map(entryJson),
  }));
  return withAuthorNames(db, shown);
}
