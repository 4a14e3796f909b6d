import { orderMessages } from './contract/order-messages.ts';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import type { DocumentDependencies } from '../documents/dependencies.ts';
import { listOrders } from './list-orders.ts';
import { findOrder, orderJson } from './order-json.ts';
import { changeOrderStatus } from './order-status.ts';
import { idParamSchema } from '../../shared/request-schemas.ts';
import { orderStatusSchema, ordersQuerySchema } from './contract/order-schemas.ts';
import { staffActor } from '../../platform/http/actor.ts';
import { permit } from '../../platform/http/permit.ts';

/** /api/admin/orders: "Aufträge", their details and their way through the statuses (issue 14). */
export function adminOrderRoutes(dependencies: DocumentDependencies) {
  const { db } = dependencies;
  const existingOrder = async (id: number) => {
    const order = await findOrder(db, id);
    if (!order) fail(404, orderMessages.orderNotFound);
    return orderJson(db, order);
  };
  return new Hono<SignedInEnv>()
    .get('/', permit('orders'), validate('query', ordersQuerySchema), async (c) =>
      c.json(await listOrders(db, c.req.valid('query'), c.get('user').id)),
    )
    .get('/:id', permit('orders'), validate('param', idParamSchema), async (c) => c.json(await existingOrder(c.req.valid('param').id)))
    .put('/:id/status', permit('orders'), validate('param', idParamSchema), validate('json', orderStatusSchema), async (c) => {
      const { id } = c.req.valid('param');
      await changeOrderStatus(dependencies, id, c.req.valid('json'), staffActor(c));
      return c.json(await existingOrder(id));
    });
}
