import { setImmediate as nextTurn } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { bankStatementEntries, bankStatementImports } from '../../platform/db/schema.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import type { StatementEntry } from './camt-entries.ts';
import { bankStatementMessages as m } from './contract/bank-statement-messages.ts';
import type { BankStatementSummaryJson } from './contract/bank-statements.ts';
import { invoiceNamer, invoiceSuggester, type OpenInvoice } from './entry-matching.ts';
import { payableInvoices } from './open-invoices.ts';
import { settleEntry } from './settle-entry.ts';
import type { PaymentDependencies } from '../invoices/record-payment.ts';
import { germanDay } from '../../shared/dates.ts';

/** What matching needs of a stored entry: not the whole row, which 20,000 times over is memory for nothing. */
const matchedColumns = {
  id: bankStatementEntries.id,
  bookingDate: bankStatementEntries.bookingDate,
  amount: bankStatementEntries.amount,
  counterparty: bankStatementEntries.counterparty,
  remittance: bankStatementEntries.remittance,
  status: bankStatementEntries.status,
};
type StoredEntry = Pick<typeof bankStatementEntries.$inferSelect, keyof typeof matchedColumns>;

const bookingKey = (entry: Pick<StatementEntry, 'bankReference' | 'bookingDate' | 'amount'>) =>
  `${entry.bankReference}|${entry.bookingDate}|${entry.amount}`;
/**
 * Rows per insert, and credits matched before the event loop turns: the local database answers
 * synchronously, so an await alone would let no other request in. A hundred rows take a few
 * milliseconds (and 17 columns each stay far below SQLite's limit of bound parameters).
 */
const CHUNK = 100;

/**
 * Takes a statement's entries in (ADR 058). Each booking is stored once: the insert skips what an
 * earlier import holds (unique on bank reference, day and amount), and only the entries this import
 * really wrote are matched, so the same statement uploaded twice – also at the same moment – records
 * no payment twice. A credit naming exactly one open invoice pays it ("Kontoauszug vom …"), one naming
 * several or none gets suggestions by amount and payer, debits, returns and fees are kept as ignored.
 */
export async function importStatement(
  dependencies: PaymentDependencies,
  statement: { fileName: string; entries: StatementEntry[] },
  actor: StaffActor,
  now = new Date(),
): Promise<BankStatementSummaryJson> {
  const { db } = dependencies;
  const unique = [...new Map(statement.entries.map((entry) => [bookingKey(entry), entry])).values()];
  const days = unique.map((entry) => entry.bookingDate).sort();
  const [stored] = await db
    .insert(bankStatementImports)
    .values({
      fileName: statement.fileName,
      firstDay: days[0] ?? null,
      lastDay: days.at(-1) ?? null,
      entries: statement.entries.length,
      duplicates: 0,
      createdBy: actor.username,
      createdAt: now,
    })
    .returning({ id: bankStatementImports.id });
  const importId = stored!.id;
  const written: StoredEntry[] = [];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const rows = unique.slice(start, start + CHUNK).map(({ ignoredBecause, ...entry }) => ({
      ...entry,
      importId,
      // A credit is stored as what most credits stay: one that names no invoice needs no second write.
      status: ignoredBecause ? ('ignored' as const) : ('unmatched' as const),
      note: ignoredBecause ?? m.noInvoiceFound,
    }));
    written.push(...(await db.insert(bankStatementEntries).values(rows).onConflictDoNothing().returning(matchedColumns)));
    await nextTurn();
  }
  const duplicates = statement.entries.length - written.length;
  await db.update(bankStatementImports).set({ duplicates }).where(eq(bankStatementImports.id, importId));

  const invoices = await payableInvoices(db);
  const counts = { matched: 0, suggested: 0, unmatched: 0, ignored: 0 };
  const credits = written
    .filter((entry) => entry.status !== 'ignored')
    .sort((a, b) => a.bookingDate.localeCompare(b.bookingDate) || a.id - b.id);
  counts.ignored = written.length - credits.length;
  const matching = { naming: invoiceNamer(invoices), suggesting: invoiceSuggester(invoices) };
  for (let start = 0; start < credits.length; start += CHUNK) {
    const left: BatchItem<'sqlite'>[] = [];
    for (const entry of credits.slice(start, start + CHUNK)) {
      const outcome = await matchCredit(dependencies, entry, matching, now);
      counts[outcome.status] += 1;
      if (outcome.update) left.push(outcome.update);
      // A payment is a transaction of its own (payment, event, entry): the loop turns after each.
      else if (outcome.status === 'matched') await nextTurn();
    }
    // What the credits of a chunk could not pay is written in one transaction, not one each.
    if (left.length > 0) await db.batch(left as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
    await nextTurn();
  }
  return { importId, entries: statement.entries.length, duplicates, ...counts };
}

async function matchCredit(
  dependencies: PaymentDependencies,
  entry: StoredEntry,
  { naming, suggesting }: { naming: (remittance: string) => OpenInvoice[]; suggesting: ReturnType<typeof invoiceSuggester> },
  now: Date,
) {
  const { db } = dependencies;
  const named = naming(entry.remittance);
  const payable = named.filter((invoice) => invoice.balance > 0 && invoice.issueDate <= entry.bookingDate);
  if (payable.length === 1) {
    const invoice = payable[0]!;
    const by = m.statementOf(germanDay(entry.bookingDate));
    if (await settleEntry(dependencies, entry, invoice, { status: 'matched', by, resolvedBy: null }, now)) {
      // Later credits of the same file see what this one paid.
      invoice.balance -= Math.min(entry.amount, invoice.balance);
      return { status: 'matched' as const };
    }
  }
  const suggestions = payable.length > 1 ? payable : suggesting(entry);
  const paidBefore = named.find((invoice) => invoice.balance === 0);
  const note = paidBefore ? m.invoiceAlreadyPaid(paidBefore.number) : suggestions.length > 0 ? '' : m.noInvoiceFound;
  const status = suggestions.length > 0 ? ('suggested' as const) : ('unmatched' as const);
  if (status === 'unmatched' && note === m.noInvoiceFound) return { status };
  const update = db
    .update(bankStatementEntries)
    .set({ status, note, suggestions: suggestions.map((invoice) => invoice.id) })
    .where(eq(bankStatementEntries.id, entry.id));
  return { status, update };
}
