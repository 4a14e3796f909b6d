import { Hono } from 'hono';
import type { InStatement } from '@libsql/client';
import type { Database } from '../../platform/db/client.ts';
import { clientAddress, type ProxyHops } from '../../platform/http/client-address.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { answerRepeat, idempotencyKeyOf, isRepeatedKey, rememberedAnswer } from '../../platform/http/idempotency.ts';
import { countRequest, enforceLimit, isOverLimit } from '../../platform/http/rate-limit.ts';
import { validate } from '../../platform/http/validate.ts';
import type { LeadSource } from '../../shared/labels.ts';
import type { createVisitorIds } from '../analytics/visitor-id.ts';
import { funnelMessages, type FunnelSubmission } from '../funnel/contract/funnel.ts';
import { cartQuoteSubmission } from './cart-quote-request.ts';
import { cartQuoteRequestSchema } from './contract/cart-request-schema.ts';

export interface CartRequestDependencies {
  db: Database;
  trustProxy: ProxyHops;
  /** Stores the request as a lead (leads/store-lead.ts), passed in by app.ts: the cart stands beside leads, not above. */
  storeLead: (
    request: FunnelSubmission,
    options: {
      source: LeadSource;
      now: Date;
      answer?: ReturnType<typeof rememberedAnswer>;
      checks: InStatement[];
      visit: { day: string; visitorId: string };
    },
  ) => Promise<unknown>;
  /** The page-view beacon's visitor ids: the request's visit is found by it, as the funnel's is (ADR 062). */
  visitorIds: ReturnType<typeof createVisitorIds>;
}

/** As many requests as the funnel allows one address: a household sends one or two. */
const REQUEST_LIMIT = { bucket: 'cart-request', limit: 10, windowMs: 10 * 60 * 1000 };

const ACCEPTED = { success: true, message: funnelMessages.sent } as const;

/**
 * POST /api/cart/request: the cart's one form. The lines become the lead's configuration, priced by the
 * server; the form adds contact, place and consent. Counted, remembered under its Idempotency-Key and
 * stored in one commit, as the funnel's request is (ADR 072).
 */
export function cartRequestRoutes({ db, trustProxy, storeLead, visitorIds }: CartRequestDependencies) {
  return new Hono<AppEnv>().post('/', validate('json', cartQuoteRequestSchema), async (c) => {
    const key = idempotencyKeyOf(c, 'cart-request');
    const request = c.req.valid('json');
    const count = countRequest(c, REQUEST_LIMIT, trustProxy);
    if (request.website.trim() !== '') {
      await enforceLimit(db, count);
      console.warn('[cart] Anfrage mit ausgefülltem Fallenfeld verworfen.');
      return c.json(ACCEPTED, 201);
    }
    const visit = await visitorIds(clientAddress(c, trustProxy), c.req.header('user-agent') ?? '');
    const now = new Date();
    try {
      await storeLead(await cartQuoteSubmission(db, request), {
        source: 'warenkorb',
        now,
        answer: key ? rememberedAnswer(key, 201, ACCEPTED, now) : undefined,
        checks: [count.within],
        visit,
      });
    } catch (error) {
      if (isOverLimit(error)) count.refuse();
      if (key && isRepeatedKey(error)) return answerRepeat(c, db, key);
      throw error;
    }
    return c.json(ACCEPTED, 201);
  });
}
