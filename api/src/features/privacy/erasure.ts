import { createHash } from 'node:crypto';
import { and, count, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import {
  contactMessages,
  inboundMails,
  emailChanges,
  invoiceLinks,
  invoices,
  leadHistory,
  leads,
  newsletterSubscriptions,
  orderHistory,
  orders,
  outbox,
  passwordResetTokens,
  privacyErasures,
  quotes,
  reviews,
  savedConfigurations,
  sessions,
  users,
} from '../../platform/db/schema.ts';
import { truncateWriteAheadLog } from '../../platform/db/wal-checkpoint.ts';
import { deleteMailFiles, mailFileName, readMailFiles } from '../../platform/mail/mail-files.ts';
import { mailReference } from '../../platform/mail/outbox.ts';
import type { ErasureJson } from '../leads/contract/leads-admin.ts';
import {
  ERASED_NAME,
  findPerson,
  type Person,
  mailFileAboutPerson,
  mailsAboutPerson,
  personsInboundMails,
  personsInvoices,
  personsOrders,
  personsQuotes,
  personsReviews,
  sameAddress,
} from './person.ts';
import type { MailScope } from './personal-data.ts';
import { appendErasure, type ErasureRegister } from '../backups/erasure-register.ts';
import { backupMessages } from '../backups/contract/backup-messages.ts';
import { recordBackupProblem } from '../backups/problems.ts';

/** Where an erasure reaches: the mails about the person, and the register outside the database (ADR 039). */
export interface ErasureScope extends MailScope {
  /** Left out where an erasure is repeated from the register itself (a restore, scripts/restore.ts). */
  register?: ErasureRegister;
  /**
   * Where the leads' photos are (the customer's and the Aufmaß's, issue 48): removed with their leads at
   * once. Without it (a restore) the hourly maintenance removes the folders of leads that no longer exist.
   */
  uploadDir?: string;
}
import { officeAddresses } from '../settings/current-company.ts';
import { customerPhotos } from '../leads/customer-photos.ts';
import { aufmassPhotos } from '../aufmass/aufmass-files.ts';

export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/**
 * Erases everything stored about one address (Art. 17 DSGVO), ADR 029. In one batch: leads (their
 * history goes with them), contact messages, the newsletter sign-up, a customer account with its
 * sessions, configurations, reset and address-change links, and every queued or sent mail to or about
 * the person (operator notifications that name them included). Quotes and orders are business records
 * that must be kept ten years (§ 147 AO, § 257 HGB; Art. 17 b DSGVO): they are anonymised instead
 * (name "gelöscht", no address), keeping their numbers and amounts, and so are the history entries the
 * person wrote themselves ("by" is their name when they accepted a quote or asked for changes).
 *
 * Then the copies of those mails in the outbox folder go, and the write-ahead log is checkpointed and
 * emptied: with secure_delete (client.ts) the freed pages are zeros, and no older page version with the
 * address is left in the -wal file. What stays is the record that it was done: the address's hash, the
 * counts, who and when.
 */
export async function erasePersonalData(
  db: Database,
  email: string,
  by: string,
  scope: ErasureScope,
  now = new Date(),
): Promise<ErasureJson> {
  const person = await findPerson(db, email);
  const { address, leadIds, accountIds, names } = person;
  const [history, configurations, accountSessions] = await db.batch([
    db.select({ n: count() }).from(leadHistory).where(inArray(leadHistory.leadId, leadIds)),
    db.select({ n: count() }).from(savedConfigurations).where(inArray(savedConfigurations.userId, accountIds)),
    db.select({ n: count() }).from(sessions).where(inArray(sessions.userId, accountIds)),
  ]);
  // Found by the address, the account or the lead, before the deletions below null those links.
  const quotesOfPerson = personsQuotes(person);
  const ordersOfPerson = personsOrders(db, person);
  const invoicesOfPerson = personsInvoices(db, person);
  // Name, e-mail, company, phone and addresses go; numbers, lines, amounts and the acceptance record (which
  // names no one) stay as the business record.
  const anonymous = { customerName: ERASED_NAME, customerEmail: null, customerCompany: '', customerPhone: '', updatedAt: now };
  // The name as the records below were written with it: the person's names and their orders' customer name.
  const writtenByPerson = (column: typeof orderHistory.by | typeof leadHistory.by) =>
    or(
      inArray(column, names),
      sql`${column} in (select ${orders.customerName} from ${orders} where ${ordersOfPerson})`,
      sql`${column} in (select ${quotes.customerName} from ${quotes} where ${quotesOfPerson})`,
    );

  const [
    deletedInboundMails,
    anonymisedReviews,
    ,
    keptInvoices,
    ,
    ,
    anonymisedOrders,
    anonymisedQuotes,
    deletedLeads,
    deletedMessages,
    deletedNewsletter,
    ,
    ,
    deletedAccounts,
    deletedMails,
  ] = await db.batch([
    // The mails she wrote us and those on her records, with their files (ADR 083): first, while her quotes and orders still lead to them.
    db.delete(inboundMails).where(personsInboundMails(db, person)),
    // Reviews (issue 38, ADR 060): text, name, city, the answer and the link go; the stars stay, anonymous,
    // and the average counts them on. First, while the orders still lead to them.
    db
      .update(reviews)
      .set({ text: '', authorName: '', showName: false, city: '', reply: '', withheldReason: '', checkFindings: [], tokenHash: null })
      .where(personsReviews(db, person)),
    // The invoices' personal links go: they would open the person's name and address to whoever holds an old mail.
    db.delete(invoiceLinks).where(sql`${invoiceLinks.invoiceId} in (select ${invoices.id} from ${invoices} where ${invoicesOfPerson})`),
    // Invoices stay as issued (§ 14b UStG, § 147 AO; Art. 17 Abs. 3 lit. b DSGVO): name and address are
    // part of the document. Only the link to the account and the e-mail address go. First in the batch,
    // while the orders and the account still lead to them.
    db.update(invoices).set({ userId: null, customerEmail: null }).where(invoicesOfPerson),
    db
      .update(orderHistory)
      .set({ by: ERASED_NAME })
      .where(
        and(sql`${orderHistory.orderId} in (select ${orders.id} from ${orders} where ${ordersOfPerson})`, writtenByPerson(orderHistory.by)),
      ),
    // The person's own lines in the history of a lead that is not theirs by address (a quote drafted for them from it).
    db
      .update(leadHistory)
      .set({ by: ERASED_NAME })
      .where(
        and(
          sql`${leadHistory.leadId} in (select ${quotes.leadId} from ${quotes} where ${quotesOfPerson})`,
          writtenByPerson(leadHistory.by),
        ),
      ),
    db
      .update(orders)
      .set({ ...anonymous, billingAddress: null, installationAddress: null })
      .where(ordersOfPerson),
    db
      .update(quotes)
      .set({ ...anonymous, customerAddress: null, installationAddress: null })
      .where(quotesOfPerson),
    db.delete(leads).where(inArray(leads.id, leadIds)),
    db.delete(contactMessages).where(sameAddress(contactMessages.email, address)),
    db.delete(newsletterSubscriptions).where(sameAddress(newsletterSubscriptions.email, address)),
    db.delete(passwordResetTokens).where(inArray(passwordResetTokens.userId, accountIds)),
    // A new address waiting for confirmation, on this account or another one.
    db.delete(emailChanges).where(or(inArray(emailChanges.userId, accountIds), sameAddress(emailChanges.email, address))),
    db.delete(users).where(inArray(users.id, accountIds)),
    db
      .delete(outbox)
      .where(mailsAboutPerson(person, officeAddresses(scope.notifyEmail)))
      .returning({ id: outbox.id, createdAt: outbox.createdAt, topic: outbox.topic }),
  ]);
  const mailFiles = await eraseMailFiles(person, scope, new Set(deletedMails.map((mail) => mailFileName(mailReference(mail)))));
  if (scope.uploadDir) {
    const folders = [customerPhotos(scope.uploadDir), aufmassPhotos(scope.uploadDir)];
    await Promise.all(leadIds.flatMap((id) => folders.map((folder) => folder.removeAll(id))));
  }
  const counts = {
    leads: deletedLeads.rowsAffected,
    leadHistory: history[0]?.n ?? 0,
    contactMessages: deletedMessages.rowsAffected,
    newsletterSubscriptions: deletedNewsletter.rowsAffected,
    accounts: deletedAccounts.rowsAffected,
    configurations: configurations[0]?.n ?? 0,
    sessions: accountSessions[0]?.n ?? 0,
    mails: deletedMails.length,
    mailFiles,
    inboundMails: deletedInboundMails.rowsAffected,
  };
  const hash = emailHash(address);
  const anonymised = {
    quotes: anonymisedQuotes.rowsAffected,
    orders: anonymisedOrders.rowsAffected,
    invoices: keptInvoices.rowsAffected,
    reviews: anonymisedReviews.rowsAffected,
  };
  await db.insert(privacyErasures).values({
    emailHash: hash,
    counts: {
      ...counts,
      anonymisedQuotes: anonymised.quotes,
      anonymisedOrders: anonymised.orders,
      unlinkedInvoices: anonymised.invoices,
      anonymisedReviews: anonymised.reviews,
    },
    by,
    at: now,
  });
  if (!(await truncateWriteAheadLog(db))) {
    console.error('[datenschutz] Write-Ahead-Log nach der Löschung nicht geleert: ein anderer Prozess liest noch.');
  }
  if (scope.register) await registerErasure(db, scope.register, hash);
  return { counts, anonymised, emailHash: hash, adminAccountKept: person.adminAccounts > 0 };
}

/**
 * The register line, after the erasure is committed: its time is after the commit, so a backup whose
 * snapshot began before it lacks the erasure and the restore repeats it (ADR 039). The erasure itself
 * stands either way; a line that cannot be written is logged loudly, shown in the back office, and
 * added from the database by the next backup.
 */
async function registerErasure(db: Database, register: ErasureRegister, hash: string) {
  try {
    await appendErasure(register, { at: new Date().toISOString(), emailHash: hash });
  } catch (error) {
    console.error(`[datenschutz] FEHLER: ${backupMessages.registerFailed}`, error);
    await recordBackupProblem(db, backupMessages.registerFailed).catch(() => {});
  }
}

/** The copies in the outbox folder: those of the mails just deleted, and any other about the person. */
async function eraseMailFiles(person: Person, scope: MailScope, deletedMails: Set<string>) {
  const files = await readMailFiles(scope.outboxDir);
  return deleteMailFiles(
    scope.outboxDir,
    files.filter((file) => deletedMails.has(file.name) || mailFileAboutPerson(file, person, officeAddresses(scope.notifyEmail))),
  );
}
