import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { insertWhen } from '../../platform/db/insert-when.ts';
import { orderHistory, orders } from '../../platform/db/schema.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { berlinDay } from '../../shared/dates.ts';
import {
  fundingApprovalMessages as m,
  fundingApprovalText,
  type FundingApproval,
  type FundingApprovalBody,
} from './contract/funding-approval.ts';
import { orderMessages } from './contract/order-messages.ts';
import type { OrderStatus } from './contract/orders.ts';
import { findOrder } from './order-json.ts';
import { underFundingCondition } from './funding-guard.ts';

/**
 * "Förderzusage liegt vor" (with the notice's day) or "Ohne Förderzusage fortfahren" (with the reason) on an
 * order under the funding condition: kept on the order and written as a line of its history, in one batch
 * (ADR 080). A later entry replaces the earlier one; the history keeps both.
 */
export async function recordFundingApproval(db: Database, id: number, body: FundingApprovalBody, actor: StaffActor, now = new Date()) {
  const order = await findOrder(db, id);
  if (!order) fail(404, orderMessages.orderNotFound);
  if (!underFundingCondition(order)) fail(409, m.noCondition);
  if (order.status === 'cancelled') fail(409, m.cancelled);
  if (body.kind === 'approved' && body.date > berlinDay(now)) fail(400, m.date);
  const status = order.status as OrderStatus;
  const approval: FundingApproval = { ...body, at: now.toISOString(), by: actor.username };
  const unchanged = sql`exists (select 1 from ${orders} where ${orders.id} = ${id} and ${orders.status} = ${status})`;
  const text = fundingApprovalText(body);
  const [, [saved]] = await db.batch([
    insertWhen(
      db,
      orderHistory,
      { orderId: id, at: now, by: actor.username, status, text, customerNote: '', customerNotified: false },
      unchanged,
    ),
    db
      .update(orders)
      .set({ fundingApproval: approval, updatedAt: now })
      .where(and(eq(orders.id, id), eq(orders.status, status)))
      .returning({ id: orders.id }),
  ]);
  if (!saved) fail(409, orderMessages.transition);
}
