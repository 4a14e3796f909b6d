import { createHash } from 'node:crypto';
import { and, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  contactMessages,
  leadHistory,
  leads,
  newsletterSubscriptions,
  orders,
  outbox,
  passwordResetTokens,
  privacyErasures,
  quotes,
  savedConfigurations,
  sessions,
  users,
} from '../db/schema.ts';
import type { ErasureJson } from '../shared/leads-admin.ts';
import { sameAddress } from './personal-data.ts';

export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** What an erased person's name becomes on the quotes and orders that must be kept. */
const ERASED_NAME = 'gelöscht';

/**
 * Erases everything stored about one address (Art. 17 DSGVO) in one batch: leads (their history goes
 * with them), contact messages, the newsletter sign-up, a customer account with its sessions,
 * configurations and reset links, and every queued or sent mail to or about the address. Quotes and
 * orders are business records that must be kept ten years (§ 147 AO, § 257 HGB; Art. 17 (3) b DSGVO):
 * they are anonymised instead (name "gelöscht", no address), keeping their numbers and amounts. What
 * stays is the record that it was done: the address's hash, the counts, who and when.
 */
export async function erasePersonalData(db: Database, email: string, by: string, now = new Date()): Promise<ErasureJson> {
  const address = email.trim().toLowerCase();
  const mailsAbout = or(sql`lower(${outbox.recipient}) = ${address}`, sql`instr(lower(${outbox.textBody}), ${address}) > 0`);
  const [leadIds, accountRows, admins] = await db.batch([
    db.select({ id: leads.id }).from(leads).where(sameAddress(leads.email, address)),
    db
      .select({ id: users.id })
      .from(users)
      .where(and(sameAddress(users.email, address), ne(users.role, 'admin'))),
    db
      .select({ n: count() })
      .from(users)
      .where(and(sameAddress(users.email, address), eq(users.role, 'admin'))),
  ]);
  const leadIdList = leadIds.map((row) => row.id);
  const accountIds = accountRows.map((row) => row.id);
  const [history, configurations, accountSessions] = await db.batch([
    db.select({ n: count() }).from(leadHistory).where(inArray(leadHistory.leadId, leadIdList)),
    db.select({ n: count() }).from(savedConfigurations).where(inArray(savedConfigurations.userId, accountIds)),
    db.select({ n: count() }).from(sessions).where(inArray(sessions.userId, accountIds)),
  ]);
  // Found by the address, the account or the lead, before the deletions below null those links.
  const personsQuotes = or(
    sameAddress(quotes.customerEmail, address),
    inArray(quotes.userId, accountIds),
    inArray(quotes.leadId, leadIdList),
  );
  const personsOrders = or(
    sameAddress(orders.customerEmail, address),
    inArray(orders.userId, accountIds),
    inArray(orders.quoteId, db.select({ id: quotes.id }).from(quotes).where(personsQuotes)),
  );
  const anonymous = { customerName: ERASED_NAME, customerEmail: null, updatedAt: now };

  const [anonymisedOrders, anonymisedQuotes, deletedLeads, deletedMessages, deletedNewsletter, , deletedAccounts, deletedMails] =
    await db.batch([
      db.update(orders).set(anonymous).where(personsOrders),
      db.update(quotes).set(anonymous).where(personsQuotes),
      db.delete(leads).where(inArray(leads.id, leadIdList)),
      db.delete(contactMessages).where(sameAddress(contactMessages.email, address)),
      db.delete(newsletterSubscriptions).where(sameAddress(newsletterSubscriptions.email, address)),
      db.delete(passwordResetTokens).where(inArray(passwordResetTokens.userId, accountIds)),
      db.delete(users).where(inArray(users.id, accountIds)),
      db.delete(outbox).where(mailsAbout),
    ]);
  const counts = {
    leads: deletedLeads.rowsAffected,
    leadHistory: history[0]?.n ?? 0,
    contactMessages: deletedMessages.rowsAffected,
    newsletterSubscriptions: deletedNewsletter.rowsAffected,
    accounts: deletedAccounts.rowsAffected,
    configurations: configurations[0]?.n ?? 0,
    sessions: accountSessions[0]?.n ?? 0,
    mails: deletedMails.rowsAffected,
  };
  const hash = emailHash(address);
  const anonymised = { quotes: anonymisedQuotes.rowsAffected, orders: anonymisedOrders.rowsAffected };
  await db.insert(privacyErasures).values({
    emailHash: hash,
    counts: { ...counts, anonymisedQuotes: anonymised.quotes, anonymisedOrders: anonymised.orders },
    by,
    at: now,
  });
  return { counts, anonymised, emailHash: hash, adminAccountKept: (admins[0]?.n ?? 0) > 0 };
}
