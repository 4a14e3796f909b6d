import { pagingShape } from '../../../shared/request-schemas.ts';
import { z } from '../../../shared/zod.ts';
import { assignedFilterField } from '../../assignment/contract/assignment.ts';
import { orderMessages as m } from './order-messages.ts';
import { orderStatuses } from './orders.ts';

/**
 * The orders' request schemas, apart from orders.ts so the customer's dashboard, which needs the statuses
 * and texts, does not load zod with them (ADR 015).
 */

/** PUT /api/admin/orders/{id}/status: a reason is required for cancelled. */
export const orderStatusSchema = z
  .object({
    status: z.enum(orderStatuses, { error: m.status }),
    reason: z._default(z.string().check(z.trim(), z.maxLength(500, { error: m.cancelReason })), ''),
    /** A note to the customer, in the mail and in the account (issue 23). */
    note: z._default(z.string({ error: m.customerNote }).check(z.trim(), z.maxLength(1000, { error: m.customerNote })), ''),
    /** The customer is mailed only when the office says so. */
    notifyCustomer: z._default(z.boolean({ error: m.notifyCustomer }), false),
    /** "Abschließen" before the order's Montage: the office confirmed it means it. */
    beforeMontage: z._default(z.boolean({ error: m.status }), false),
  })
  .check(z.refine((body) => body.status !== 'cancelled' || body.reason.length > 0, { error: m.cancelReason, path: ['reason'] }));

/** GET /api/admin/orders: filters and paging as the inbox has them. */
export const ordersQuerySchema = z.object({
  status: z.optional(z.enum(orderStatuses, { error: m.status })),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  assigned: assignedFilterField,
  ...pagingShape,
});
