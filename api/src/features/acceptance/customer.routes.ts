import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { idParamSchema } from '../../shared/request-schemas.ts';
import { findOrder } from '../orders/order-json.ts';
import { protocolPdf } from './acceptance-answers.ts';
import { acceptanceMessages as m } from './contract/acceptance-messages.ts';

/**
 * /api/customer/orders/{id}/acceptance/pdf: the Abnahmeprotokoll of the caller's own order. Another
 * customer's order is answered 404 as if it did not exist.
 */
export function customerAcceptanceRoutes({ db, uploadDir }: { db: Database; uploadDir: string }) {
  return new Hono<SignedInEnv>().get('/:id/acceptance/pdf', validate('param', idParamSchema), async (c) => {
    const order = await findOrder(db, c.req.valid('param').id);
    if (!order || order.userId !== c.get('user').id) fail(404, m.orderNotFound);
    return protocolPdf(c, db, uploadDir, order);
  });
}
