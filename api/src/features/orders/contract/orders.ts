/**
 * Orders (Aufträge), issue 14: what an accepted quote becomes. Their statuses and the moves between them,
 * the record of the acceptance, and the JSON the back office and the customer's dashboard read. Money is
 * integer cents; dates are ISO timestamps.
 */

import type { AssigneeJson } from '../../assignment/contract/assignment.ts';
import type { DocumentTotals, PriceBasis } from '../../documents/contract/totals.ts';
import type { PostalAddress, QuoteLine } from '../../documents/contract/lines.ts';
import type { FundingApproval } from './funding-approval.ts';
import type { OrderStatus } from '../../../shared/record-statuses.ts';
import type { AcceptanceRecord } from '../../../shared/record-shapes.ts';

/** Order statuses (shared/, where the schema reads them); their labels are order-labels.ts's. */
export { orderStatuses, type OrderStatus } from '../../../shared/record-statuses.ts';

/**
 * Where an order may go from each status; completed and cancelled are final. A confirmed order whose
 * installation is done (its Abnahme recorded, its Montage over) is closed directly: passing through
 * "In Produktion" afterwards would mail the customer a step that lies behind them (ADR 077).
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['in_production', 'completed', 'cancelled'],
  in_production: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

/** What the customer agreed to when accepting (§ 312j (3) BGB), as the order keeps it (shared/record-shapes.ts). */
export type { AcceptanceRecord };

export interface OrderHistoryEntry {
  at: string;
  by: string;
  /** The person's name when `by` is someone in the office. */
  byName?: string | null;
  /** What the office told the customer with this change; '' none (issue 23). */
  customerNote: string;
  /** Whether the customer was mailed about it. */
  customerNotified: boolean;
  status: OrderStatus;
  text: string;
}

/** GET /api/customer/orders: the spec's fields (id, order_number, created_at, total, status). */
export interface CustomerOrderJson {
  id: number;
  order_number: string;
  created_at: string;
  total: number;
  status: OrderStatus;
  /** What the customer agreed to on acceptance; null for orders from before issue 20. */
  acceptance: AcceptanceRecord | null;
  /** The deposit's share (percent) agreed on acceptance (ADR 066). */
  deposit_percent: number;
  /** Billing and installation address and phone, as the accepted quote had them (issue 20). */
  addresses: OrderAddressesJson;
  /** The office's notes to the customer with a status change, oldest first (issue 23). */
  updates: OrderUpdateJson[];
}

/** A status change the office wrote the customer a note about. */
export interface OrderUpdateJson {
  at: string;
  status: OrderStatus;
  note: string;
}

export interface OrderAddressesJson {
  company: string;
  phone: string;
  billingAddress: PostalAddress | null;
  /** null: installed at the billing address. */
  installationAddress: PostalAddress | null;
}

export interface OrderJson extends CustomerOrderJson {
  /** null for an order from before quotes existed. */
  quote: { id: number; number: string } | null;
  customer: { name: string; email: string | null; userId: number | null };
  /** The person in the office who looks after it (issue 21). */
  assignee: AssigneeJson | null;
  lines: QuoteLine[];
  priceBasis: PriceBasis;
  totals: DocumentTotals;
  history: OrderHistoryEntry[];
  /** The order's booked Montage that ends last (ISO instants), or null: "Abschließen" asks while it is ahead. */
  montage: { startsAt: string; endsAt: string } | null;
  /** What the office entered for the § 35c EStG certificate (ADR 063); null until entered. */
  taxCertificate: { buildingYear: number | null; ownerOccupied: boolean | null };
  /** Under the funding condition: the Förderzusage recorded, or why the office proceeds without it (ADR 080). */
  fundingApproval: FundingApproval | null;
}

/** A row of GET /api/admin/orders: the order without its lines, history and Montage. */
export type OrderListItemJson = Omit<OrderJson, 'lines' | 'history' | 'montage' | 'taxCertificate' | 'fundingApproval'>;

export interface OrdersPageJson {
  orders: OrderListItemJson[];
  total: number;
  page: number;
  pageSize: number;
}
