import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import { staffActor } from '../../platform/http/actor.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { permit } from '../../platform/http/permit.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { idParamSchema } from '../../shared/request-schemas.ts';
import { fundingApprovalSchema } from './contract/funding-approval-schema.ts';
import { orderMessages } from './contract/order-messages.ts';
import { recordFundingApproval } from './funding-approval.ts';
import { findOrder, orderJson } from './order-json.ts';

/** PUT /api/admin/orders/{id}/funding-approval: the Förderzusage of an order under the funding condition (ADR 080). */
export function adminFundingApprovalRoutes(db: Database) {
  return new Hono<SignedInEnv>().put(
    '/:id/funding-approval',
    permit('orders'),
    validate('param', idParamSchema),
    validate('json', fundingApprovalSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      await recordFundingApproval(db, id, c.req.valid('json'), staffActor(c));
      const order = await findOrder(db, id);
      if (!order) fail(404, orderMessages.orderNotFound);
      return c.json(await orderJson(db, order));
    },
  );
}
