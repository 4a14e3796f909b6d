import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { invoices, orders } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { berlinDay } from '../../shared/dates.ts';
import type { ElementValues } from '../../shared/element-values.ts';
import type { InvoiceDocument } from '../invoices/contract/invoices.ts';
import { findInvoice } from '../invoices/invoice-json.ts';
import { underFundingCondition } from '../orders/funding-guard.ts';
import type { PostalAddress } from '../documents/contract/lines.ts';
import { montagePeriod } from './montage-period.ts';
import { oldEnough, taxCertificateMessages as m, type TaxCertificateDetails } from './contract/tax-certificate.ts';

/** What the certificate states: all of it from the order and its paid final invoice, nothing typed twice. */
export interface CertificateFacts {
  orderNumber: string;
  invoiceNumber: string;
  customerName: string;
  /** Where the certificate is sent: the billing address, else the building's. */
  address: PostalAddress;
  /** The building the work was done on: the installation address. */
  object: PostalAddress;
  buildingYear: number;
  /**
   * Berlin days (YYYY-MM-DD): the first and the last Montage day; without a Montage the order's acceptance
   * and the final invoice's service date.
   */
  from: string;
  to: string;
  /** Gross amounts in cents, as the final invoice states them (§ 35c counts what the customer paid). */
  labour: number;
  material: number;
  total: number;
  /** Each element with its declared values (ADR 063). */
  elements: { title: string; quantity: number; values: ElementValues }[];
}

/** The measure's first day: the order's acceptance, as a Berlin day. */
const startDay = (order: typeof orders.$inferSelect) => berlinDay(order.acceptance ? new Date(order.acceptance.at) : order.createdAt);

/** Saves the office's part; the building must be old enough at the order's start (§ 35c Abs. 1 Satz 2 EStG). */
export async function saveCertificateDetails(db: Database, orderId: number, details: TaxCertificateDetails) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) fail(404, m.orderNotFound);
  if (!oldEnough(details.buildingYear, Number(startDay(order).slice(0, 4)))) fail(400, m.tooYoung);
  await db.update(orders).set({ buildingYear: details.buildingYear, ownerOccupied: details.ownerOccupied }).where(eq(orders.id, orderId));
}

/**
 * The facts of the order's certificate, or the German 409 why there is none: an order under the BEG funding
 * condition (§ 35c Abs. 3 EStG, ADR 080), a business customer, no final invoice paid in full, the office's
 * details missing or no owner-occupied home.
 */
export async function certificateFacts(db: Database, order: typeof orders.$inferSelect): Promise<CertificateFacts> {
  if (underFundingCondition(order)) fail(409, m.begFunding);
  if (order.customerCompany) fail(409, m.business);
  const [final] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'final'), isNull(invoices.cancelledById)))
    .orderBy(desc(invoices.id))
    .limit(1);
  const invoice = final && (await findInvoice(db, final.id));
  if (!invoice || invoice.status !== 'paid') fail(409, m.notPaid);
  if (invoice.business) fail(409, m.business);
  if (order.buildingYear === null || order.ownerOccupied === null) fail(409, m.detailsMissing);
  if (!order.ownerOccupied) fail(409, m.notOwnerOccupied);
  const document = invoice.document as InvoiceDocument;
  // The measure's whole labour: the final invoice declares only what its deposit invoices left (ADR 076).
  const labour = (document.labourSplit?.order ?? document.labour)?.gross ?? 0;
  const montage = await montagePeriod(db, order.id);
  return {
    orderNumber: order.orderNumber,
    invoiceNumber: invoice.number,
    customerName: order.customerName,
    address: (order.billingAddress ?? order.installationAddress ?? document.buyer.address)!,
    object: (order.installationAddress ?? order.billingAddress ?? document.buyer.address)!,
    buildingYear: order.buildingYear,
    from: montage?.from ?? startDay(order),
    to: montage?.to ?? invoice.serviceDate ?? invoice.issueDate,
    labour,
    material: document.totals.gross - labour,
    total: document.totals.gross,
    elements: order.lines.flatMap((line) => (line.values ? [{ title: line.title, quantity: line.quantity, values: line.values }] : [])),
  };
}
