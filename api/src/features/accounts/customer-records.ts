import { desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../platform/db/client.ts';
import { contactMessages, leads, savedConfigurations } from '../../platform/db/schema.ts';
import type { CustomerRecordsJson } from './contract/customer-records.ts';
import { confirmedEmailOf } from './email-confirmed.ts';

/** Addresses compare without regard to case, as everywhere (non-ASCII ones are stored in lower case). */
const sameAddress = (column: SQLiteColumn, email: string): SQL => sql`lower(${column}) = ${email.toLowerCase()}`;

/**
 * "Ihre Anfragen" and "Ihre Nachrichten" of an account (issue 20): the requests asked from its own saved
 * configurations, and, once its address is confirmed, every request and contact message sent under that
 * address, also before the account existed (the funnel request). An unconfirmed address finds nothing:
 * whoever registers may have typed someone else's.
 */
export async function customerRecords(db: Database, account: { id: number; email: string }): Promise<CustomerRecordsJson> {
  const confirmed = await confirmedEmailOf(db, account);
  const ownConfigurations = db
    .select({ id: savedConfigurations.id })
    .from(savedConfigurations)
    .where(eq(savedConfigurations.userId, account.id));
  const leadMatch = confirmed
    ? or(inArray(leads.configurationId, ownConfigurations), sameAddress(leads.email, confirmed))
    : inArray(leads.configurationId, ownConfigurations);
  const [requestRows, messageRows] = await Promise.all([
    db
      .select({ reference: leads.reference, createdAt: leads.createdAt, products: leads.produkte })
      .from(leads)
      .where(leadMatch)
      .orderBy(desc(leads.createdAt), desc(leads.id)),
    confirmed
      ? db
          .select({ reference: contactMessages.reference, createdAt: contactMessages.createdAt, subject: contactMessages.subject })
          .from(contactMessages)
          .where(sameAddress(contactMessages.email, confirmed))
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      : Promise.resolve([]),
  ]);
  return {
    emailConfirmed: confirmed !== null,
    requests: requestRows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    messages: messageRows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}
