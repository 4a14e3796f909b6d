import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { bankStatementEntries, bankStatementImports } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { bankStatementMessages as m } from './contract/bank-statement-messages.ts';
import type { BankEntriesPageJson, BankEntryInvoiceJson, BankEntryJson, BankStatementImportsPageJson } from './contract/bank-statements.ts';
import { payableInvoices } from './open-invoices.ts';
import { withAuthorNames, withResolverNames } from './import-authors.ts';

type Paging = { page: number; pageSize: number };
type StoredEntry = typeof bankStatementEntries.$inferSelect;

// Written out: drizzle leaves a column of the outer table unqualified, which the subquery would read as its own.
const entryCount = sql<number>`(select count(*) from bank_statement_entries entry where entry.import_id = bank_statement_imports.id)`;
const openCount = sql<number>`(select count(*) from bank_statement_entries entry where entry.import_id = bank_statement_imports.id
  and entry.status in ('suggested', 'unmatched') and entry.amount > 0)`;

/** A page of the imports, newest first, each with how many bookings it stored and how many wait for the office. */
export async function listImports(db: Database, { page, pageSize }: Paging): Promise<BankStatementImportsPageJson> {
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(bankStatementImports),
    db
      .select({
        id: bankStatementImports.id,
        fileName: bankStatementImports.fileName,
        firstDay: bankStatementImports.firstDay,
        lastDay: bankStatementImports.lastDay,
        duplicates: bankStatementImports.duplicates,
        createdBy: bankStatementImports.createdBy,
        createdAt: bankStatementImports.createdAt,
        entryCount,
        openCount,
      })
      .from(bankStatementImports)
      .orderBy(desc(bankStatementImports.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const items = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return { items: await withAuthorNames(db, items), total: total?.n ?? 0, page, pageSize };
}

/** A page of one import's bookings in booking order; 404 for an import that does not exist. */
export async function listImportEntries(db: Database, importId: number, { page, pageSize }: Paging): Promise<BankEntriesPageJson> {
  const [[stored], rows] = await Promise.all([
    db.select({ n: entryCount }).from(bankStatementImports).where(eq(bankStatementImports.id, importId)),
    db
      .select()
      .from(bankStatementEntries)
      .where(eq(bankStatementEntries.importId, importId))
      .orderBy(bankStatementEntries.bookingDate, bankStatementEntries.id)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  if (!stored) fail(404, m.importNotFound);
  return { items: await entriesJson(db, rows), total: stored.n, page, pageSize };
}

/** One booking as the screen shows it, after the office settled it. */
export async function entryJson(db: Database, entryId: number): Promise<BankEntryJson> {
  const rows = await db.select().from(bankStatementEntries).where(eq(bankStatementEntries.id, entryId));
  const [entry] = await entriesJson(db, rows);
  return entry ?? fail(404, m.entryNotFound);
}

/** The entries, each credit with its invoice or its suggestions: only the invoices they name are read. */
async function entriesJson(db: Database, entries: StoredEntry[]): Promise<BankEntryJson[]> {
  const ids = [...new Set(entries.flatMap((entry) => [...(entry.invoiceId === null ? [] : [entry.invoiceId]), ...entry.suggestions]))];
  const invoices = new Map(
    (ids.length === 0 ? [] : await payableInvoices(db, ids)).map((invoice) => [
      invoice.id,
      { id: invoice.id, number: invoice.number, customerName: invoice.customerName, balance: invoice.balance },
    ]),
  );
  const invoiceJson = (id: number | null): BankEntryInvoiceJson | null => (id === null ? null : (invoices.get(id) ?? null));
  const shown = entries.map((entry) => ({
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
  }));
  return withResolverNames(db, shown);
}
