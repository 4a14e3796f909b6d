import { orderStatusLabel } from '../orders/contract/order-labels.ts';
import { and, desc, eq, inArray, isNull, ne, notInArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { contactMessages, leads, orders, quotes, users } from '../../platform/db/schema.ts';
import { leadStatusLabels, quoteStatusLabels } from '../../shared/labels.ts';
import { recordAddress } from '../../shared/record-addresses.ts';
import type { KnownContactJson, KnownRecordJson } from './contract/known-contact.ts';
import { MIN_PHONE_DIGITS, nationalDigits, phoneDigits } from './phone-match.ts';

/** More would not fit the note; the lead page is about this lead, the others are a link away. */
const KNOWN_LIST_SIZE = 20;
/** Candidates read before the exact phone check; bounds the work for an address that wrote very often. */
const CANDIDATE_LIMIT = 100;

/** The column is one of the rows' ids; no condition at all (rather than an empty IN) when there are none. */
const amongIds = (column: SQLWrapper, rows: { id: number }[]) =>
  rows.length > 0
    ? inArray(
        column,
        rows.map((row) => row.id),
      )
    : undefined;

interface Person {
  email: string;
  /** National digits, or null when the lead gave too few to tell people apart. */
  phone: string | null;
}

/**
 * "bereits bekannt": the earlier and later records of the person who sent this lead: other leads and
 * contact messages with the same e-mail address (any case) or the same phone number (however written),
 * and the quotes and orders of that address or of those leads. The lead's own quotes and their orders
 * are not listed: the lead page shows them already. Null when the lead does not exist.
 */
export async function findKnownContact(db: Database, leadId: number): Promise<KnownContactJson | null> {
  const [lead] = await db.select({ email: leads.email, telefon: leads.telefon }).from(leads).where(eq(leads.id, leadId));
  if (!lead) return null;
  const digits = nationalDigits(lead.telefon);
  const person: Person = { email: lead.email.trim().toLowerCase(), phone: digits.length >= MIN_PHONE_DIGITS ? digits : null };

  const [otherLeads, messages, ownQuotes] = await db.batch([
    db
      .select({
        id: leads.id,
        number: leads.reference,
        email: leads.email,
        phone: leads.telefon,
        date: leads.createdAt,
        status: leads.status,
      })
      .from(leads)
      .where(and(ne(leads.id, leadId), sameContact(person, leads.email, leads.telefon)))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(CANDIDATE_LIMIT),
    db
      .select({
        id: contactMessages.id,
        number: contactMessages.reference,
        email: contactMessages.email,
        phone: contactMessages.phone,
        date: contactMessages.createdAt,
        status: contactMessages.status,
      })
      .from(contactMessages)
      .where(sameContact(person, contactMessages.email, contactMessages.phone))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(CANDIDATE_LIMIT),
    db.select({ id: quotes.id }).from(quotes).where(eq(quotes.leadId, leadId)),
  ]);
  const leadRows = otherLeads.filter((row) => isSamePerson(person, row));
  const messageRows = messages.filter((row) => isSamePerson(person, row));

  const ownQuoteIds = ownQuotes.map((quote) => quote.id);
  const quoteRows = await db
    .select({ id: quotes.id, number: quotes.number, date: quotes.createdAt, status: quotes.status })
    .from(quotes)
    .where(
      and(
        or(sameEmail(person, quotes.customerEmail), amongIds(quotes.leadId, leadRows)),
        or(isNull(quotes.leadId), ne(quotes.leadId, leadId)),
      ),
    )
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(KNOWN_LIST_SIZE);
  const orderRows = await db
    .select({ id: orders.id, number: orders.orderNumber, date: orders.createdAt, status: orders.status })
    .from(orders)
    .where(
      and(
        or(
          sameEmail(person, orders.customerEmail),
          inArray(orders.userId, db.select({ id: users.id }).from(users).where(sameEmail(person, users.email))),
          amongIds(orders.quoteId, quoteRows),
        ),
        ownQuoteIds.length > 0 ? or(isNull(orders.quoteId), notInArray(orders.quoteId, ownQuoteIds)) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(KNOWN_LIST_SIZE);

  const answer = {
    leads: leadRows.slice(0, KNOWN_LIST_SIZE).map((row) => record(row, leadStatusLabels[row.status], recordAddress.lead(row.id))),
    messages: messageRows
      .slice(0, KNOWN_LIST_SIZE)
      .map((row) => record(row, leadStatusLabels[row.status], recordAddress.message(row.number))),
    quotes: quoteRows.map((row) => record(row, quoteStatusLabels[row.status], recordAddress.quote(row.id))),
    orders: orderRows.map((row) => record(row, orderStatusLabel(row.status), recordAddress.order(row.id))),
  };
  const known = Object.values(answer).some((list) => list.length > 0);
  return { known, ...answer };
}

function sameEmail({ email }: Person, column: SQLWrapper): SQL {
  // lower() matches the e-mail indexes of leads, messages and users.
  return eq(sql`lower(${column})`, email);
}

/**
 * The same address, or a phone number ending in the same national digits. The SQL finds candidates
 * ("+49 40 12345" and "1234012345" both end in "4012345"); isSamePerson keeps the exact matches.
 */
function sameContact(person: Person, email: SQLWrapper, phone: SQLWrapper): SQL {
  return person.phone ? or(sameEmail(person, email), sql`${phoneDigits(phone)} like ${`%${person.phone}`}`)! : sameEmail(person, email);
}

function isSamePerson(person: Person, row: { email: string; phone: string }): boolean {
  return row.email.trim().toLowerCase() === person.email || (person.phone !== null && nationalDigits(row.phone) === person.phone);
}

function record(row: { id: number; number: string; date: Date; status: string }, statusLabel: string, href: string): KnownRecordJson {
  return { id: row.id, number: row.number, date: row.date.toISOString(), status: row.status, statusLabel, href };
}
