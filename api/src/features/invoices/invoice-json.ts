import { and, asc, count, desc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { contains } from '../../platform/db/like.ts';
import { invoiceEvents, invoicePayments, invoices } from '../../platform/db/schema.ts';
import type {
  CustomerInvoiceJson,
  InvoiceDocument,
  InvoiceJson,
  InvoiceKind,
  InvoiceListItemJson,
  InvoicesPageJson,
  InvoiceStatus,
} from './contract/invoices.ts';
import type { InvoicesQuery } from './contract/invoice-schemas.ts';
import { berlinDay } from '../../shared/dates.ts';
import { paidSql } from '../documents/paid.ts';
import { withStaffNames } from '../accounts/staff-names.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
type InvoiceWithPaid = InvoiceRow & { paid: number; status: InvoiceStatus };

/** The status (contract invoiceStatus) as SQL, for the list's filter; `today` is a Berlin day. */
function statusSql(today: string): SQL<InvoiceStatus> {
  return sql<InvoiceStatus>`case
    when ${invoices.kind} = 'cancellation' or ${invoices.cancelledById} is not null then 'cancelled'
    when ${paidSql} >= ${invoices.amountDue} then 'paid'
    when ${invoices.dueDate} < ${today} then 'overdue'
    when ${paidSql} > 0 then 'partly_paid'
    else 'open' end`;
}

function selectInvoices(db: Database, now: Date) {
  return db.select({ ...getTableColumns(invoices), paid: paidSql, status: statusSql(berlinDay(now)) }).from(invoices);
}

export async function findInvoice(db: Database, id: number, now = new Date()): Promise<InvoiceWithPaid | undefined> {
  const [row] = await selectInvoices(db, now).where(eq(invoices.id, id));
  return row;
}

const documentOf = (row: InvoiceRow) => row.document as InvoiceDocument;
const balanceOf = (row: InvoiceWithPaid) => (row.status === 'cancelled' ? 0 : Math.max(0, row.amountDue - row.paid));

function invoiceListItemJson(row: InvoiceWithPaid): InvoiceListItemJson {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind as InvoiceKind,
    status: row.status,
    orderId: row.orderId,
    orderNumber: documentOf(row).orderNumber,
    customerName: row.customerName,
    company: documentOf(row).buyer.company,
    business: row.business,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    net: row.net,
    vat: row.vat,
    gross: row.gross,
    amountDue: row.amountDue,
    paid: row.paid,
    balance: balanceOf(row),
    cancelsInvoiceId: row.cancelsInvoiceId,
    cancelledById: row.cancelledById,
  };
}

export async function invoiceJson(db: Database, row: InvoiceWithPaid): Promise<InvoiceJson> {
  const [payments, events] = await db.batch([
    db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, row.id))
      .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.id)),
    db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, row.id)).orderBy(asc(invoiceEvents.at), asc(invoiceEvents.id)),
  ]);
  // The person's name beside the username, as the order's and lead's histories show it (issue 47).
  const named = await withStaffNames(db, [...payments.map((payment) => ({ by: payment.createdBy })), ...events]);
  const nameOf = (username: string) => named.find((entry) => entry.by === username)?.byName ?? null;
  return {
    ...invoiceListItemJson(row),
    customerEmail: row.customerEmail,
    serviceDate: row.serviceDate,
    document: documentOf(row),
    createdBy: row.createdBy,
    payments: payments.map((payment) => ({
      id: payment.id,
      amount: payment.amount,
      paidOn: payment.paidOn,
      createdBy: payment.createdBy,
      createdByName: nameOf(payment.createdBy),
      createdAt: payment.createdAt.toISOString(),
    })),
    events: events.map((event) => ({
      at: event.at.toISOString(),
      by: event.by,
      byName: nameOf(event.by),
      kind: event.kind,
      text: event.text,
    })),
  };
}

function listConditions({ status, kind, q, orderId }: Partial<InvoicesQuery>, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  if (status) conditions.push(sql`${statusSql(berlinDay(now))} = ${status}`);
  if (kind) conditions.push(eq(invoices.kind, kind));
  if (orderId) conditions.push(eq(invoices.orderId, orderId));
  if (q) {
    const text = q.toLowerCase();
    conditions.push(
      or(
        contains(sql`lower(${invoices.number})`, text),
        contains(sql`lower(${invoices.customerName})`, text),
        contains(sql`lower(coalesce(json_extract(${invoices.document}, '$.buyer.company'), ''))`, text),
        contains(sql`lower(coalesce(${invoices.customerEmail}, ''))`, text),
        contains(sql`lower(json_extract(${invoices.document}, '$.orderNumber'))`, text),
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** "Rechnungen": newest first, filtered by status, kind, order and a search on number and customer, paged. */
export async function listInvoices(db: Database, query: InvoicesQuery, now = new Date()): Promise<InvoicesPageJson> {
  const where = listConditions(query, now);
  const [rows, [total]] = await db.batch([
    selectInvoices(db, now)
      .where(where)
      .orderBy(desc(invoices.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { invoices: rows.map(invoiceListItemJson), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Every invoice the filter finds, oldest first, for the CSV export. */
export async function allInvoices(db: Database, query: Partial<InvoicesQuery>, now = new Date()) {
  return (await selectInvoices(db, now).where(listConditions(query, now)).orderBy(asc(invoices.id))).map(invoiceListItemJson);
}

/** The customer's own invoices (by account), newest first. */
export async function customerInvoices(db: Database, userId: number, now = new Date()): Promise<CustomerInvoiceJson[]> {
  const rows = await selectInvoices(db, now).where(eq(invoices.userId, userId)).orderBy(desc(invoices.id));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    kind: row.kind as InvoiceKind,
    status: row.status,
    orderNumber: documentOf(row).orderNumber,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    gross: row.gross,
    amountDue: row.amountDue,
    balance: balanceOf(row),
  }));
}
