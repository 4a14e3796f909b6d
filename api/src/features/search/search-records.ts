import { orderStatusLabel } from '../orders/contract/order-labels.ts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { contactMessages, leads, orders, quotes, users } from '../../platform/db/schema.ts';
import { quoteStatusLabels, salutationLabels } from '../../shared/labels.ts';
import { recordAddress } from '../../shared/record-addresses.ts';
import {
  SEARCH_GROUP_SIZE,
  searchGroupLabels,
  type SearchGroupJson,
  type SearchGroupKind,
  type SearchHitJson,
  type SearchResultJson,
} from './contract/search.ts';
import { roleMaySearch } from './search-permissions.ts';
import { folded, joined, matches, searchTerms, type SearchTerms } from './search-terms.ts';
import { formatShortDate } from '../../shared/dates.ts';

/**
 * The back office's one search: leads, contact messages, customers, quotes and orders by name, e-mail,
 * phone, PLZ and number. Each group reads its newest few hits and counts all of them; a LIKE over a
 * handful of columns is cheap at the office's size (thousands of rows), and leads read their folded
 * search column, which has an index of its own. A role reads only the groups it may open
 * (search-permissions.ts); the others are not searched at all.
 */
export async function searchRecords(db: Database, query: string, role: string): Promise<SearchResultJson> {
  const terms = searchTerms(query);
  const searches = Object.entries(groupSearches) as [SearchGroupKind, GroupSearch][];
  const groups = await Promise.all(searches.filter(([kind]) => roleMaySearch(role, kind)).map(([, search]) => search(db, terms)));
  return { groups: groups.filter((group) => group.total > 0) };
}

/** "A · B · C" without the empty parts. */
const line = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

const group = (kind: SearchGroupKind, items: SearchHitJson[], total: number | undefined): SearchGroupJson => ({
  kind,
  label: searchGroupLabels[kind],
  total: total ?? 0,
  items,
});

async function searchLeads(db: Database, terms: SearchTerms) {
  // search_text is folded when the lead is written (leads/search-text.ts).
  const where = matches(terms, leads.searchText, leads.telefon);
  const [rows, [total]] = await db.batch([
    db
      .select({
        id: leads.id,
        reference: leads.reference,
        vorname: leads.vorname,
        nachname: leads.nachname,
        email: leads.email,
        plz: leads.plz,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(SEARCH_GROUP_SIZE),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    title: `${row.vorname} ${row.nachname}`.trim(),
    detail: line(row.reference, row.email, row.plz, formatShortDate(row.createdAt)),
    href: recordAddress.lead(row.id),
  }));
  return group('leads', items, total?.n);
}

async function searchMessages(db: Database, terms: SearchTerms) {
  const m = contactMessages;
  const where = matches(terms, folded(joined(m.name, m.companyName, m.contactPerson, m.email, m.reference)), m.phone);
  const [rows, [total]] = await db.batch([
    db.select().from(m).where(where).orderBy(desc(m.createdAt), desc(m.id)).limit(SEARCH_GROUP_SIZE),
    db.select({ n: count() }).from(m).where(where),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    title: row.salutation === 'firma' ? `${row.companyName} (${row.contactPerson})` : `${salutationLabels[row.salutation]} ${row.name}`,
    detail: line(row.reference, row.email, formatShortDate(row.createdAt)),
    href: recordAddress.message(row.reference),
  }));
  return group('messages', items, total?.n);
}

async function searchCustomers(db: Database, terms: SearchTerms) {
  const u = users;
  const where: SQL = and(
    eq(u.role, 'customer'),
    matches(terms, folded(joined(u.firstName, u.lastName, u.email, u.username, u.company, u.postalCode, u.city)), u.phone),
  )!;
  const [rows, [total]] = await db.batch([
    db
      .select({
        id: u.id,
        username: u.username,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        phone: u.phone,
        postalCode: u.postalCode,
        city: u.city,
      })
      .from(u)
      .where(where)
      .orderBy(desc(u.createdAt), desc(u.id))
      .limit(SEARCH_GROUP_SIZE),
    db.select({ n: count() }).from(u).where(where),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    title: `${row.firstName} ${row.lastName}`.trim() || row.username,
    detail: line(row.email, row.phone, `${row.postalCode} ${row.city}`.trim()),
    href: recordAddress.customer(row.email),
  }));
  return group('customers', items, total?.n);
}

async function searchQuotes(db: Database, terms: SearchTerms) {
  const q = quotes;
  const where = matches(terms, folded(joined(q.number, q.customerName, q.customerEmail, q.leadReference)));
  const [rows, [total]] = await db.batch([
    db
      .select({ id: q.id, number: q.number, customerName: q.customerName, status: q.status, createdAt: q.createdAt })
      .from(q)
      .where(where)
      .orderBy(desc(q.createdAt), desc(q.id))
      .limit(SEARCH_GROUP_SIZE),
    db.select({ n: count() }).from(q).where(where),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    title: row.customerName,
    detail: line(row.number, quoteStatusLabels[row.status], formatShortDate(row.createdAt)),
    href: recordAddress.quote(row.id),
  }));
  return group('quotes', items, total?.n);
}

async function searchOrders(db: Database, terms: SearchTerms) {
  const o = orders;
  const where = matches(terms, folded(joined(o.orderNumber, o.customerName, o.customerEmail)));
  const [rows, [total]] = await db.batch([
    db
      .select({ id: o.id, orderNumber: o.orderNumber, customerName: o.customerName, status: o.status, createdAt: o.createdAt })
      .from(o)
      .where(where)
      .orderBy(desc(o.createdAt), desc(o.id))
      .limit(SEARCH_GROUP_SIZE),
    db.select({ n: count() }).from(o).where(where),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    title: row.customerName || row.orderNumber,
    detail: line(row.orderNumber, orderStatusLabel(row.status), formatShortDate(row.createdAt)),
    href: recordAddress.order(row.id),
  }));
  return group('orders', items, total?.n);
}

type GroupSearch = (db: Database, terms: SearchTerms) => Promise<SearchGroupJson>;

/** In the order the groups are shown. */
const groupSearches: Record<SearchGroupKind, GroupSearch> = {
  leads: searchLeads,
  messages: searchMessages,
  customers: searchCustomers,
  quotes: searchQuotes,
  orders: searchOrders,
};
