import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { insertWhen } from '../../platform/db/insert-when.ts';
import { orderHistory, orders } from '../../platform/db/schema.ts';
import type { PostalAddress, QuoteLine } from '../documents/contract/lines.ts';
import type { PriceBasis } from '../documents/contract/totals.ts';
import { countDocument, documentNumber } from '../documents/numbering.ts';
import type { AcceptanceRecord } from './contract/orders.ts';

/** What an order copies from the quote it is made from, as the quote stood when accepted. */
export interface OrderSource {
  quoteId: number;
  /** The quote's number as printed, for the order's first history line. */
  quoteNumber: string;
  userId: number | null;
  lines: QuoteLine[];
  priceBasis: PriceBasis;
  gross: number;
  vat: number;
  net: number;
  customerName: string;
  customerEmail: string | null;
  customerCompany: string;
  phone: string;
  billingAddress: PostalAddress | null;
  installationAddress: PostalAddress | null;
  acceptance: AcceptanceRecord;
  /** The deposit's share in percent the acceptance agreed (ADR 066). */
  depositPercent: number;
}

/** A column of the order made from the quote, as an SQL value for a statement in the same batch. */
export const orderOfQuote = (quoteId: number, column: typeof orders.id | typeof orders.orderNumber) =>
  sql`(select ${column} from ${orders} where ${orders.quoteId} = ${quoteId})`;

/**
 * The statements that make an order (status 'pending') and its first history line, written only when
 * `condition` holds: put them into the batch that accepts the quote, so the order number is counted in the
 * same transaction and given back if the acceptance loses a race (gap-free, documents/numbering.ts).
 */
export function createOrderWhen(db: Database, source: OrderSource, year: number, now: Date, condition: SQL) {
  return [
    countDocument(db, 'order', year, condition),
    insertWhen(
      db,
      orders,
      {
        userId: source.userId,
        orderNumber: documentNumber('order', year),
        totalPrice: source.gross,
        vat: source.vat,
        net: source.net,
        status: 'pending',
        quoteId: source.quoteId,
        lines: source.lines,
        // The order keeps the quote's price rule (ADR 035), so its lines are labelled as they were quoted.
        priceBasis: source.priceBasis,
        customerName: source.customerName,
        customerEmail: source.customerEmail,
        customerCompany: source.customerCompany,
        customerPhone: source.phone,
        billingAddress: source.billingAddress,
        installationAddress: source.installationAddress,
        acceptance: source.acceptance,
        depositPercent: source.depositPercent,
        createdAt: now,
        updatedAt: now,
      },
      condition,
    ),
    insertWhen(
      db,
      orderHistory,
      {
        orderId: orderOfQuote(source.quoteId, orders.id),
        at: now,
        by: source.customerName,
        status: 'pending',
        text: `Angebot ${source.quoteNumber} angenommen`,
      },
      condition,
    ),
  ] as const;
}
