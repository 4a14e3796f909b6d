import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../platform/db/client.ts';
import { contactMessages, inboundMails, invoices, leads, orders, outbox, quotes, reviews, users } from '../../platform/db/schema.ts';
import type { MailFile } from '../../platform/mail/mail-files.ts';

/** Addresses are compared without regard to case, as the users and newsletter tables store them. */
export const sameAddress = (column: SQLiteColumn, email: string): SQL => sql`lower(${column}) = ${email.toLowerCase()}`;

/** What an erased person's name becomes on the records that must be kept. */
export const ERASED_NAME = 'gelöscht';

/** Shorter names would match inside unrelated words of other people's mails. */
const MIN_NAME_LENGTH = 4;

/**
 * One person as an access or erasure request (Art. 15/17 DSGVO) finds them: by the e-mail address, and
 * through it by the records that carry it. The names they gave on those records are what the operator's
 * notification mails call them by: those mails go to the operator, not to the address.
 */
export interface Person {
  /** In lower case. */
  address: string;
  names: string[];
  leadIds: number[];
  /** Customer accounts; a staff account is never part of a request (it could lock the operator out). */
  accountIds: number[];
  adminAccounts: number;
}

export async function findPerson(db: Database, email: string): Promise<Person> {
  const address = email.trim().toLowerCase();
  const [leadRows, accountRows, admins, messages] = await db.batch([
    db.select({ id: leads.id, vorname: leads.vorname, nachname: leads.nachname }).from(leads).where(sameAddress(leads.email, address)),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(sameAddress(users.email, address), eq(users.role, 'customer'))),
    db
      .select({ id: users.id })
      .from(users)
      .where(and(sameAddress(users.email, address), ne(users.role, 'customer'))),
    db
      .select({ name: contactMessages.name, contactPerson: contactMessages.contactPerson })
      .from(contactMessages)
      .where(sameAddress(contactMessages.email, address)),
  ]);
  const leadIds = leadRows.map((row) => row.id);
  const accountIds = accountRows.map((row) => row.id);
  const [quoteNames, orderNames] = await db.batch([
    db.select({ name: quotes.customerName }).from(quotes).where(personsQuotes({ address, leadIds, accountIds })),
    db.select({ name: orders.customerName }).from(orders).where(personsOrders(db, { address, leadIds, accountIds })),
  ]);
  const names = [
    ...leadRows.map((row) => `${row.vorname} ${row.nachname}`),
    ...accountRows.map((row) => `${row.firstName} ${row.lastName}`),
    ...messages.flatMap((row) => [row.name, row.contactPerson]),
    ...quoteNames.map((row) => row.name),
    ...orderNames.map((row) => row.name),
  ]
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter((name) => name.length >= MIN_NAME_LENGTH && name !== ERASED_NAME);
  return { address, names: [...new Set(names)], leadIds, accountIds, adminAccounts: admins.length };
}

type PersonKeys = Pick<Person, 'address' | 'leadIds' | 'accountIds'>;

/** Quotes sent to the address or the account, or drafted from one of the person's requests. */
export function personsQuotes({ address, leadIds, accountIds }: PersonKeys): SQL {
  return or(sameAddress(quotes.customerEmail, address), inArray(quotes.userId, accountIds), inArray(quotes.leadId, leadIds))!;
}

/** Invoices to the address or the account, or of one of the person's orders. */
export function personsInvoices(db: Database, person: PersonKeys): SQL {
  return or(
    sameAddress(invoices.customerEmail, person.address),
    inArray(invoices.userId, person.accountIds),
    inArray(invoices.orderId, db.select({ id: orders.id }).from(orders).where(personsOrders(db, person))),
  )!;
}

/** Orders of the address or the account, or made from one of the person's quotes. */
export function personsOrders(db: Database, person: PersonKeys): SQL {
  return or(
    sameAddress(orders.customerEmail, person.address),
    inArray(orders.userId, person.accountIds),
    inArray(orders.quoteId, db.select({ id: quotes.id }).from(quotes).where(personsQuotes(person))),
  )!;
}

/** The mails read from the company's mailbox that she sent, or that landed on her lead, quote or order (ADR 083). */
export function personsInboundMails(db: Database, person: PersonKeys): SQL {
  return or(
    sameAddress(inboundMails.fromAddress, person.address),
    inArray(inboundMails.leadId, person.leadIds),
    inArray(inboundMails.quoteId, db.select({ id: quotes.id }).from(quotes).where(personsQuotes(person))),
    inArray(inboundMails.orderId, db.select({ id: orders.id }).from(orders).where(personsOrders(db, person))),
  )!;
}

/** The reviews of the person's orders (issue 38). */
export function personsReviews(db: Database, person: PersonKeys): SQL {
  return inArray(reviews.orderId, db.select({ id: orders.id }).from(orders).where(personsOrders(db, person)));
}

/** SQLite's lower() folds only ASCII: both sides go through it, so "MÜLLER" and "Müller" compare alike. */
const mentions = (column: SQL, text: string): SQL => sql`instr(lower(${column}), lower(${text})) > 0`;

/**
 * Mails to or about the person: sent to the address, mentioning it anywhere, or a notification to the
 * operator that names them (a quote accepted, a change asked for: those carry the name, not the address).
 */
export function mailsAboutPerson({ address, names }: Person, officeAddresses: string[]): SQL {
  const text = sql`${outbox.subject} || ' ' || ${outbox.textBody}`;
  const toOffice = or(...officeAddresses.map((office) => sameAddress(outbox.recipient, office)));
  return or(
    sameAddress(outbox.recipient, address),
    mentions(text, address),
    ...(names.length > 0 ? [and(toOffice, or(...names.map((name) => mentions(text, name))))] : []),
  )!;
}

/** The same choice for a mail's copy in the outbox folder (mail-files.ts). */
export function mailFileAboutPerson(file: MailFile, { address, names }: Person, officeAddresses: string[]): boolean {
  if (file.to.includes(address) || file.searchText.includes(address)) return true;
  const toOffice = officeAddresses.some((office) => file.to.includes(office.toLowerCase()));
  return toOffice && names.some((name) => file.searchText.includes(name.toLowerCase()));
}
