import { eq } from 'drizzle-orm';
import { bankStatementEntries } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import { bankStatementMessages as m } from './contract/bank-statement-messages.ts';
import { payableInvoices } from './open-invoices.ts';
import { settleEntry } from './settle-entry.ts';
import type { PaymentDependencies } from '../invoices/record-payment.ts';

/**
 * The office takes a credit as the payment of an invoice: a suggestion confirmed (`onlySuggested`) or an
 * invoice named by hand. The payment names the person. Refused (409) when the entry paid something
 * already – also when two people click at once: the batch's conditions let only the first write.
 */
export async function assignEntry(
  dependencies: PaymentDependencies,
  entryId: number,
  invoice: { id: number } | { number: string },
  actor: StaffActor,
  now = new Date(),
) {
  const { db } = dependencies;
  const [entry] = await db.select().from(bankStatementEntries).where(eq(bankStatementEntries.id, entryId));
  if (!entry) fail(404, m.entryNotFound);
  if (entry.amount <= 0 || (entry.status !== 'suggested' && entry.status !== 'unmatched')) fail(409, m.notAssignable);
  const target = (await payableInvoices(db)).find((candidate) =>
    'id' in invoice ? candidate.id === invoice.id : candidate.number.toUpperCase() === invoice.number.toUpperCase(),
  );
  if (!target) fail('id' in invoice ? 404 : 400, m.invoiceNotFound);
  if ('id' in invoice && !entry.suggestions.includes(target.id)) fail(409, m.notSuggested);
  if (target.balance <= 0) fail(409, m.invoiceNotOpen);
  if (target.issueDate > entry.bookingDate) fail(409, m.bookedBeforeIssue);
  const settled = await settleEntry(
    dependencies,
    entry,
    target,
    { status: 'assigned', by: actor.username, resolvedBy: actor.username },
    now,
  );
  if (!settled) fail(409, m.notAssignable);
}
