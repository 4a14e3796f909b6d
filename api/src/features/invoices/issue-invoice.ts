import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ResultSet } from '@libsql/client';
import type { Database } from '../../platform/db/client.ts';
import { insertWhen } from '../../platform/db/insert-when.ts';
import { appointments, invoices, orderHistory, orders } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { formatCents } from '../../shared/format.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import { ordersWithOpenDefects } from '../acceptance/open-defects.ts';
import { acceptanceDay } from '../acceptance/service-date.ts';
import { findOrder, type OrderWithQuote } from '../orders/order-json.ts';
import { refuseDepositBeforeFundingApproval } from '../orders/funding-guard.ts';
import { VAT_RATE_PERCENT } from '../documents/contract/totals.ts';
import { berlinYear, countDocument, documentNumber } from '../documents/numbering.ts';
import {
  depositAmounts,
  labourShare,
  netInvoiceLines,
  remainingLabour,
  roundHalfUp,
  splitGross,
  sumAmounts,
} from './contract/invoice-amounts.ts';
import { invoiceMessages as m } from './contract/invoice-messages.ts';
import {
  invoiceKindLabels,
  type Amounts,
  type InvoiceDocument,
  type IssuableInvoiceKind,
  type PrepaidInvoiceJson,
} from './contract/invoices.ts';
import { invoiceEventAfterChange } from './invoice-events.ts';
import { invoiceSettings } from './invoice-settings.ts';
import { sellerParty } from './seller-party.ts';
import { addDays, berlinDay, germanDay } from '../../shared/dates.ts';

/** A deposit can be asked for once the order is confirmed, until it is cancelled. */
const DEPOSIT_STATUSES = ['confirmed', 'in_production', 'completed'];

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

/** The Berlin day a booked Montage of the order last ended on or before `issueDay`, or null without one. */
async function lastMontageDay(db: Database, orderId: number, issueDay: string): Promise<string | null> {
  const rows = await db
    .select({ endsAt: appointments.endsAt })
    .from(appointments)
    .where(and(eq(appointments.orderId, orderId), eq(appointments.kind, 'montage'), eq(appointments.status, 'booked')));
  const days = rows.map((row) => berlinDay(row.endsAt)).filter((day) => day <= issueDay);
  return days.sort().at(-1) ?? null;
}

/**
 * The final invoice's Leistungsdatum (§ 14 Abs. 4 Nr. 6 UStG, ADR 054): the day the office entered, else
 * the day of the Abnahme (§ 640 BGB, ADR 061: the work is rendered when it is accepted), else the last
 * Montage day (the day the windows were installed, not the day someone clicked), else the day the order
 * was completed. Never after the invoice's own day: a service is invoiced once rendered.
 */
async function serviceDayOf(db: Database, orderId: number, issueDay: string, entered: string | undefined) {
  if (entered) {
    if (entered > issueDay) fail(400, m.serviceDateAfterIssue);
    return { day: entered, source: 'entered' as const };
  }
  const accepted = await acceptanceDay(db, orderId);
  if (accepted && accepted <= issueDay) return { day: accepted, source: 'acceptance' as const };
  const montage = await lastMontageDay(db, orderId, issueDay);
  if (montage) return { day: montage, source: 'montage' as const };
  const completed = await completionDay(db, orderId);
  return completed ? { day: completed, source: 'completed' as const } : null;
}

/** What the final invoice prints about its Leistungsdatum. */
function serviceTextOf(service: Awaited<ReturnType<typeof serviceDayOf>>, orderNumber: string): string {
  if (!service) return `Leistung: Auftrag ${orderNumber}, abgeschlossen.`;
  const reason = {
    entered: `Auftrag ${orderNumber}`,
    acceptance: `Abnahme, Auftrag ${orderNumber}`,
    montage: `Montage, Auftrag ${orderNumber}`,
    completed: `Abschluss des Auftrags ${orderNumber}`,
  };
  return `Leistungsdatum: ${germanDay(service.day)} (${reason[service.source]}).`;
}

/**
 * The final invoice's labour (§ 35a EStG, ADR 076). A deposit invoice declares its share of the labour,
 * deductible in the year it is paid; the final invoice declares only the rest and names the whole and each
 * deposit's part, so the labour declared across the order's invoices is the order's labour, never more.
 */
function finalLabour(orderLabour: Amounts | null, deposits: readonly { number: string; document: unknown }[]) {
  if (!orderLabour) return { labour: null };
  const declared = deposits.flatMap(({ number, document }) => {
    const labour = (document as InvoiceDocument).labour;
    return labour ? [{ number, labour }] : [];
  });
  return {
    labour: remainingLabour(
      orderLabour,
      declared.map((deposit) => deposit.labour),
    ),
    labourSplit: { order: orderLabour, deposits: declared },
  };
}

/** The order's live invoices (not cancelled, not cancellations) of a kind. */
const liveInvoices = (orderId: number, kind: 'deposit' | 'final') =>
  and(eq(invoices.orderId, orderId), eq(invoices.kind, kind), isNull(invoices.cancelledById));

/**
 * Issues a deposit or final invoice of an order (ADR 041) with the year's next number. The checks are
 * made twice: here, for a clear message, and as the batch's condition, so of two simultaneous issues
 * one wins, and the number is counted only for the invoice that is written (gap-free).
 */
export async function issueInvoice(
  db: Database,
  orderId: number,
  kind: IssuableInvoiceKind,
  actor: StaffActor,
  now = new Date(),
  /**
   * A final invoice's Leistungsdatum as the office entered it (serviceDayOf), and the part of its amount
   * withheld for open defects of the Abnahme (ADR 061).
   */
  { serviceDate: enteredServiceDate, retention }: { serviceDate?: string; retention?: number } = {},
) {
  const order = await findOrder(db, orderId);
  if (!order) fail(404, m.orderNotFound);
  if (order.lines.length === 0) fail(409, m.noLines);
  const settings = await invoiceSettings(db);
  const deposits = await db.select().from(invoices).where(liveInvoices(orderId, 'deposit')).orderBy(invoices.id);
  const finals = await db.select({ id: invoices.id }).from(invoices).where(liveInvoices(orderId, 'final'));
  if (order.status === 'cancelled') fail(409, m.depositCancelledOrder);
  if (kind === 'deposit') {
    if (retention !== undefined) fail(400, m.retentionFinalOnly);
    if (!DEPOSIT_STATUSES.includes(order.status)) fail(409, m.depositNotYet);
    if (deposits.length > 0) fail(409, m.depositExists);
    if (finals.length > 0) fail(409, m.finalExists);
    refuseDepositBeforeFundingApproval(order);
    if (retention !== undefined && !(await ordersWithOpenDefects(db, [orderId])).has(orderId)) fail(409, m.retentionWithoutDefects);
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
  const service = kind === 'final' ? await serviceDayOf(db, orderId, issueDate, enteredServiceDate) : null;
  const serviceDate = service?.day ?? null;
  const base = {
    orderNumber: order.orderNumber,
    seller: await sellerParty(db),
    buyer: { name: order.customerName, company: order.customerCompany, address: order.billingAddress ?? order.installationAddress },
    business,
    vatRate: VAT_RATE_PERCENT,
    // A consumer's order prints its gross prices, as its quote did (ADR 076).
    ...(order.priceBasis === 'gross' ? { priceBasis: order.priceBasis } : {}),
    paymentTermDays: settings.paymentTermDays,
    defaultNotice: true,
    cancels: null,
  };
  let document: InvoiceDocument;
  if (kind === 'deposit') {
    const totals = depositAmounts(order.totalPrice, order.depositPercent);
    const summary = order.lines.map((line) => `${line.quantity} × ${line.title}`).join(', ');
    document = {
      ...base,
      kind,
      lines: [
        {
          title: `Anzahlung ${order.depositPercent} % für Auftrag ${order.orderNumber}`,
          description: `Auftragswert ${formatCents(order.totalPrice)} brutto; Leistung: ${summary}`,
          quantity: 1,
          unitPrice: totals.net,
          discount: 0,
          net: totals.net,
          labour: false,
          ...(order.priceBasis === 'gross' ? { gross: { unitPrice: totals.gross, discount: 0, amount: totals.gross } } : {}),
        },
      ],
      totals,
      prepaid: [],
      prepaidTotal: 0,
      amountDue: totals.gross,
      // The labour share in the deposit: its percentage of the order's labour (§ 35a: deductible when paid).
      labour: orderLabour ? splitGross(roundHalfUp(orderLabour.gross, order.depositPercent, 100)) : null,
      serviceText: `Anzahlung für Auftrag ${order.orderNumber}. Die Leistung ist noch nicht erbracht; sie wird mit der Schlussrechnung abgerechnet.`,
      depositPercent: order.depositPercent,
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
    const amountDue = orderTotals.gross - prepaidTotal;
    if (retention !== undefined && retention > amountDue) fail(400, m.retentionTooHigh);
    document = {
      ...base,
      kind,
      lines,
      totals: orderTotals,
      prepaid,
      prepaidTotal,
      amountDue,
      ...(retention === undefined ? {} : { retention }),
      ...finalLabour(orderLabour, deposits),
      serviceText: serviceTextOf(service, order.orderNumber),
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
