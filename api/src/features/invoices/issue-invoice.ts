import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ResultSet } from '@libsql/client';
import type { Database } from '../../platform/db/client.ts';
import { insertWhen } from '../../platform/db/insert-when.ts';
import { invoices, orderHistory, orders } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { berlinDay } from '../../shared/format.ts';
import type { StaffActor } from '../accounts/admin-name.ts';
import { acceptanceDay } from '../acceptance/service-date.ts';
import { findOrder, type OrderWithQuote } from '../orders/order-json.ts';
import { VAT_RATE_PERCENT } from '../quotes/contract/quotes.ts';
import { berlinYear, countDocument, documentNumber } from '../quotes/document-numbers.ts';
import { depositAmounts, labourShare, netInvoiceLines, roundHalfUp, splitGross, sumAmounts } from './contract/invoice-amounts.ts';
import { invoiceMessages as m } from './contract/invoice-messages.ts';
import {
  germanDay,
  invoiceKindLabels,
  type InvoiceDocument,
  type IssuableInvoiceKind,
  type PrepaidInvoiceJson,
} from './contract/invoices.ts';
import { invoiceEventAfterChange } from './invoice-events.ts';
import { invoiceSettings } from './invoice-settings.ts';
import { sellerParty } from './seller-party.ts';

/** A deposit can be asked for once the order is confirmed, until it is cancelled. */
const DEPOSIT_STATUSES = ['confirmed', 'in_production', 'completed'];

/** "2026-03-12" plus days, as a calendar day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Business customer (ADR 041): the order names a company. Then the invoice is also an e-invoice (the
 * E-Rechnung duty between businesses, § 14 Abs. 1 UStG since 2025) and shows no § 35a labour share.
 */
const isBusinessOrder = (order: Pick<OrderWithQuote, 'customerCompany'>) => order.customerCompany.trim() !== '';

/** The day the order was completed: the last history entry that says so. */
async function completionDay(db: Database, orderId: number): Promise<string | null> {
  const [entry] = await db
    .select({ at: orderHistory.at })
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.status, 'completed')))
    .orderBy(desc(orderHistory.at))
    .limit(1);
  return entry ? berlinDay(entry.at) : null;
}

/** The order's live invoices (not cancelled, not cancellations) of a kind. */
const liveInvoices = (orderId: number, kind: 'deposit' | 'final') =>
  and(eq(invoices.orderId, orderId), eq(invoices.kind, kind), isNull(invoices.cancelledById));

/**
 * Issues a deposit or final invoice of an order (ADR 041) with the year's next number. The checks are
 * made twice: here, for a clear message, and as the batch's condition, so of two simultaneous issues
 * one wins, and the number is counted only for the invoice that is written (gap-free).
 */
export async function issueInvoice(db: Database, orderId: number, kind: IssuableInvoiceKind, actor: StaffActor, now = new Date()) {
  const order = await findOrder(db, orderId);
  if (!order) fail(404, m.orderNotFound);
  if (order.lines.length === 0) fail(409, m.noLines);
  const settings = await invoiceSettings(db);
  const deposits = await db.select().from(invoices).where(liveInvoices(orderId, 'deposit')).orderBy(invoices.id);
  const finals = await db.select({ id: invoices.id }).from(invoices).where(liveInvoices(orderId, 'final'));
  if (order.status === 'cancelled') fail(409, m.depositCancelledOrder);
  if (kind === 'deposit') {
    if (!DEPOSIT_STATUSES.includes(order.status)) fail(409, m.depositNotYet);
    if (deposits.length > 0) fail(409, m.depositExists);
    if (finals.length > 0) fail(409, m.finalExists);
  } else {
    if (order.status !== 'completed') fail(409, m.finalNotYet);
    if (finals.length > 0) fail(409, m.finalExists);
  }
  const issueDate = berlinDay(now);
  const dueDate = addDays(issueDate, settings.paymentTermDays);
  const business = isBusinessOrder(order);
  const orderTotals = { net: order.net, vat: order.vat, gross: order.totalPrice };
  const lines = netInvoiceLines(order.lines, order.priceBasis, order.net);
  const orderLabour = business ? null : labourShare(lines);
  const serviceDate = kind === 'final' ? ((await acceptanceDay(db, orderId)) ?? (await completionDay(db, orderId))) : null;
  const base = {
    orderNumber: order.orderNumber,
    seller: await sellerParty(db),
    buyer: { name: order.customerName, company: order.customerCompany, address: order.billingAddress ?? order.installationAddress },
    business,
    vatRate: VAT_RATE_PERCENT,
    paymentTermDays: settings.paymentTermDays,
    cancels: null,
  };
  let document: InvoiceDocument;
  if (kind === 'deposit') {
    const totals = depositAmounts(order.totalPrice, settings.depositPercent);
    const summary = order.lines.map((line) => `${line.quantity} × ${line.title}`).join(', ');
    document = {
      ...base,
      kind,
      lines: [
        {
          title: `Anzahlung ${settings.depositPercent} % für Auftrag ${order.orderNumber}`,
          description: `Auftragswert ${(order.totalPrice / 100).toFixed(2).replace('.', ',')} € brutto; Leistung: ${summary}`,
          quantity: 1,
          unitPrice: totals.net,
          discount: 0,
          net: totals.net,
          labour: false,
        },
      ],
      totals,
      prepaid: [],
      prepaidTotal: 0,
      amountDue: totals.gross,
      // The labour share in the deposit: its percentage of the order's labour (§ 35a: deductible when paid).
      labour: orderLabour ? splitGross(roundHalfUp(orderLabour.gross, settings.depositPercent, 100)) : null,
      serviceText: `Anzahlung für Auftrag ${order.orderNumber}. Die Leistung ist noch nicht erbracht; sie wird mit der Schlussrechnung abgerechnet.`,
      depositPercent: settings.depositPercent,
    };
  } else {
    const prepaid: PrepaidInvoiceJson[] = deposits.map((deposit) => ({
      number: deposit.number,
      issueDate: deposit.issueDate,
      net: deposit.net,
      vat: deposit.vat,
      gross: deposit.gross,
    }));
    const prepaidTotal = sumAmounts(prepaid).gross;
    if (prepaidTotal > orderTotals.gross) fail(409, m.depositExceeds);
    document = {
      ...base,
      kind,
      lines,
      totals: orderTotals,
      prepaid,
      prepaidTotal,
      amountDue: orderTotals.gross - prepaidTotal,
      labour: orderLabour,
      serviceText: serviceDate
        ? `Leistungsdatum: ${germanDay(serviceDate)} (Abschluss des Auftrags ${order.orderNumber}).`
        : `Leistung: Auftrag ${order.orderNumber}, abgeschlossen.`,
      depositPercent: null,
    };
  }

  const year = berlinYear(now);
  const depositIds = deposits.map((deposit) => deposit.id);
  // What the checks above saw, re-checked when the batch runs.
  const unchanged = and(
    sql`exists (select 1 from ${orders} where ${orders.id} = ${orderId} and ${orders.status} = ${order.status})`,
    sql`not exists (select 1 from ${invoices} where ${liveInvoices(orderId, kind)})`,
    kind === 'final'
      ? sql`(select count(*) from ${invoices} where ${liveInvoices(orderId, 'deposit')}) = ${depositIds.length}
            and (select count(*) from ${invoices} where ${depositIds.length > 0 ? inArray(invoices.id, depositIds) : sql`0`} and ${invoices.cancelledById} is null) = ${depositIds.length}`
      : sql`1`,
  )!;
  const [, inserted] = (await db.batch([
    countDocument(db, 'invoice', year, unchanged),
    insertWhen(
      db,
      invoices,
      {
        number: documentNumber('invoice', year),
        kind,
        orderId,
        userId: order.userId,
        issueDate,
        serviceDate,
        dueDate,
        document,
        net: document.totals.net,
        vat: document.totals.vat,
        gross: document.totals.gross,
        amountDue: document.amountDue,
        business,
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        createdBy: actor.username,
        createdAt: now,
      },
      unchanged,
    ),
    invoiceEventAfterChange(db, {
      invoiceId: sql`last_insert_rowid()`,
      by: actor.username,
      kind: 'issued',
      text: `${invoiceKindLabels[kind]} ausgestellt`,
      at: now,
    }),
  ])) as unknown as [ResultSet, ResultSet, ResultSet];
  if (inserted.rowsAffected !== 1) fail(409, kind === 'deposit' ? m.depositExists : m.finalExists);
  return Number(inserted.lastInsertRowid);
}
