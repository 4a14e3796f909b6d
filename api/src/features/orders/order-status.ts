import { orderStatusLabel } from './contract/order-labels.ts';
import { orderMessages } from './contract/order-messages.ts';
import { and, eq, sql } from 'drizzle-orm';
import { insertWhen } from '../../platform/db/insert-when.ts';
import { orderHistory, orders, quotes, savedConfigurations } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { enqueueMailWhen } from '../../platform/mail/outbox.ts';
import { orderStatusMail } from './mails.ts';
import { canMoveOrder, type OrderStatus } from './contract/orders.ts';
import type { DocumentDependencies } from '../documents/dependencies.ts';
import { findOrder, lastMontage } from './order-json.ts';
import { formatAppointmentTime } from '../../shared/appointment-format.ts';
import type { StaffActor } from '../../platform/http/actor.ts';

/**
 * Moves an order on (orderTransitions); "Abschließen" while its Montage is still ahead only when the office
 * confirms it (`beforeMontage`). The history entry with the office's note to the customer, the
 * customer's mail if the office asked for one (issue 23), and the configuration's status (it follows its order's) are written only while the order still has the status the check saw,
 * and the status change comes last in the batch, so of two simultaneous changes one wins and the other
 * is refused.
 */
export async function changeOrderStatus(
  { db, wakeMailer }: DocumentDependencies,
  id: number,
  {
    status,
    reason,
    note,
    notifyCustomer,
    beforeMontage = false,
  }: { status: OrderStatus; reason: string; note: string; notifyCustomer: boolean; beforeMontage?: boolean },
  sender: StaffActor,
  now = new Date(),
) {
  const order = await findOrder(db, id);
  if (!order) fail(404, orderMessages.orderNotFound);
  const from = order.status as OrderStatus;
  if (!canMoveOrder(from, status)) fail(409, orderMessages.transition);
  // Completed before the windows are in: most likely a slip, so the office says it means it.
  const montage = status === 'completed' && !beforeMontage ? await lastMontage(db, id) : undefined;
  if (montage && montage.endsAt > now) fail(409, orderMessages.montageAhead(formatAppointmentTime(montage.startsAt, montage.endsAt)));
  // Mailed only when the office says so (issue 23), and never to an anonymised order (erasure).
  const mailed = notifyCustomer && Boolean(order.customerEmail);
  const unchanged = sql`exists (select 1 from ${orders} where ${orders.id} = ${id} and ${orders.status} = ${from})`;
  const text = `Status: ${orderStatusLabel(from)} → ${orderStatusLabel(status)}${reason ? ` (Grund: ${reason})` : ''}`;
  const configurationOfOrder = sql`(select ${quotes.configurationId} from ${quotes} where ${quotes.id} = ${order.quoteId ?? 0})`;
  const [, , , [changed]] = await db.batch([
    insertWhen(
      db,
      orderHistory,
      { orderId: id, at: now, by: sender.username, status, text, customerNote: note, customerNotified: mailed },
      unchanged,
    ),
    db
      .update(savedConfigurations)
      .set({ status })
      .where(and(sql`${savedConfigurations.id} = ${configurationOfOrder}`, unchanged)),
    // An anonymised order (erasure) has no address left to write to.
    enqueueMailWhen(
      db,
      { ...orderStatusMail(order, order.customerEmail ?? '', { status, reason, note }, sender), record: `order:${order.id}` },
      mailed ? unchanged : sql`0`,
      undefined,
      now,
    ),
    db
      .update(orders)
      .set({ status, updatedAt: now })
      .where(and(eq(orders.id, id), eq(orders.status, from)))
      .returning({ id: orders.id }),
  ]);
  if (!changed) fail(409, orderMessages.transition);
  wakeMailer();
}
