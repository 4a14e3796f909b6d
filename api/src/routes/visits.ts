import { Hono } from 'hono';
import { createVisitorIds } from '../analytics/visitor-id.ts';
import { isBot } from '../analytics/bots.ts';
import { pageViewFacts } from '../analytics/page-view.ts';
import type { Database } from '../db/client.ts';
import { preparedInsert } from '../db/prepared-insert.ts';
import { pageViews } from '../db/schema.ts';
import { writeQueueFor } from '../db/write-queue.ts';
import { clientAddress, type ProxyHops } from '../http/client-address.ts';
import type { AppEnv } from '../http/env.ts';
import { validate } from '../http/validate.ts';
import { visitSchema } from '../shared/analytics.ts';

export interface VisitRouteDependencies {
  db: Database;
  trustProxy: ProxyHops;
  /** The Berlin day of now; tests pass a clock of their own. */
  today?: () => string;
}

/**
 * POST /api/visits: the page-view beacon of every public page (ADR 019). The hottest write of the site,
 * so one prepared INSERT through the write queue and no rate counter (which would double the writes).
 * Always 204 with no body: a bot or an uncounted path learns nothing, and the page never waits for it.
 */
export function visitRoutes({ db, trustProxy, today }: VisitRouteDependencies) {
  const visitorId = createVisitorIds(db, today);
  const insertPageView = preparedInsert(db, pageViews);
  const queue = writeQueueFor(db.$client);

  return new Hono<AppEnv>().post('/', validate('json', visitSchema), async (c) => {
    const visit = c.req.valid('json');
    const userAgent = c.req.header('user-agent');
    const facts = isBot(userAgent, c.req.header('sec-ch-ua')) ? null : pageViewFacts(visit, c.req.header('host') ?? '');
    if (facts) {
      const { day, visitorId: id } = await visitorId(clientAddress(c, trustProxy), userAgent!);
      await queue.run([insertPageView({ day, visitorId: id, ...facts, createdAt: new Date() })]);
    }
    return c.body(null, 204);
  });
}
