import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { safeParse } from 'zod/mini';
import type { Database } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema.ts';
import type { ProxyHops } from '../../platform/http/client-address.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { rateLimit } from '../../platform/http/rate-limit.ts';
import { readMultipartBody } from '../../platform/http/multipart-body.ts';
import { ValidationFailure } from '../../platform/http/request-errors.ts';
import { apiMessages } from '../../shared/messages.ts';
import { fieldErrors } from '../../shared/validation.ts';
import { linkAnswerSchema } from './contract/acceptance.ts';
import { answerRequest, requestByToken } from './request-acceptance.ts';

const LINK_LIMIT = { bucket: 'acceptance-link', limit: 60, windowMs: 10 * 60 * 1000 };

/**
 * /api/acceptance/{token}: "Abnahme verlangen" answered by the customer without an account (issue 37).
 * GET shows the order and the deadline; POST (multipart: "answer" as JSON, photos as parts) accepts or
 * names defects. The token is the key; an answered request's link opens nothing any more.
 */
export function acceptanceLinkRoutes({ db, uploadDir, trustProxy }: { db: Database; uploadDir: string; trustProxy: ProxyHops }) {
  return new Hono<AppEnv>()
    .use(noStore(), rateLimit(db, LINK_LIMIT, trustProxy))
    .get('/:token', async (c) => {
      const request = await requestByToken(db, c.req.param('token'));
      const [order] = await db.select().from(orders).where(eq(orders.id, request.orderId));
      return c.json({
        orderNumber: order!.orderNumber,
        customerName: order!.customerName,
        lines: order!.lines.map((line) => ({ quantity: line.quantity, title: line.title })),
        deadline: request.requestDeadline!,
        consumerNotice: request.consumerNotice,
      });
    })
    .post('/:token', async (c) => {
      const { json, parts } = await readMultipartBody(c, 'answer');
      const result = safeParse(linkAnswerSchema, json);
      if (!result.success) throw new ValidationFailure(apiMessages.invalidInput, fieldErrors(result.error));
      return c.json(await answerRequest({ db, uploadDir }, c.req.param('token'), result.data, parts));
    });
}
