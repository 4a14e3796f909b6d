import { Hono } from 'hono';
import type { InStatement } from '@libsql/client';
import type { Database } from '../../platform/db/client.ts';
import { preparedInsert } from '../../platform/db/prepared-insert.ts';
import { funnelEvents } from '../../platform/db/schema.ts';
import { clientAddress, type ProxyHops } from '../../platform/http/client-address.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { answerRepeat, idempotencyKeyOf, isRepeatedKey, rememberedAnswer } from '../../platform/http/idempotency.ts';
import { countRequest, enforceLimit, isOverLimit, rateLimit } from '../../platform/http/rate-limit.ts';
import { validate } from '../../platform/http/validate.ts';
import type { createVisitorIds } from '../analytics/visitor-id.ts';
import { funnelEventSchema, funnelRequestSchema, productFlagNames, productFlags, type FunnelSubmission } from './contract/funnel.ts';
import { glazings, installationChoices, materials, projectTypes, timeframes } from '../../shared/labels.ts';

export interface FunnelRouteDependencies {
  db: Database;
  trustProxy: ProxyHops;
  /**
   * Stores the request as a lead (leads/store-lead.ts), passed in by app.ts: leads build on the funnel's
   * contract, so the funnel does not import them.
   */
  storeLead: (
    request: FunnelSubmission,
    options: {
      now: Date;
      answer?: ReturnType<typeof rememberedAnswer>;
      alongside: InStatement[];
      checks: InStatement[];
      visit: { day: string; visitorId: string };
    },
  ) => Promise<unknown>;
  /** The page-view beacon's visitor ids (one per process, its day's salt cached): the request's visit is found by it. */
  visitorIds: ReturnType<typeof createVisitorIds>;
}

/** A household sends a request or two, not dozens; bots get 429 after ten in ten minutes. */
const SUBMIT_LIMIT = { bucket: 'funnel-submit', limit: 10, windowMs: 10 * 60 * 1000 };

/** The answer to every accepted request, stored or caught in the trap: a bot learns nothing from it. */
const ACCEPTED = { success: true, message: 'Ihre Anfrage wurde erfolgreich übermittelt.' } as const;

export function funnelSubmitRoutes({ db, trustProxy, storeLead, visitorIds }: FunnelRouteDependencies) {
  const insertEvent = preparedInsert(db, funnelEvents);
  return new Hono<AppEnv>().post('/', validate('json', funnelRequestSchema), async (c) => {
    const key = idempotencyKeyOf(c, 'funnel');
    const request = c.req.valid('json');
    // The request is counted under its address's limit in the commit that stores it (ADR 072): one
    // commit per request instead of two. A request over the limit stores nothing and gets 429.
    const count = countRequest(c, SUBMIT_LIMIT, trustProxy);
    if (request.website.trim() !== '') {
      await enforceLimit(db, count);
      console.warn('[funnel] Anfrage mit ausgefülltem Fallenfeld verworfen.');
      return c.json(ACCEPTED, 201);
    }
    // The hash the beacon made of this visitor today, from the cached salt: one hash, no query (ADR 062).
    const { day, visitorId } = await visitorIds(clientAddress(c, trustProxy), c.req.header('user-agent') ?? '');
    const now = new Date();
    // The last step's "completed" is recorded here, in the request's own commit: sent by the browser
    // while it moves on to /thank-you, it could be lost, and the funnel analysis would show a drop-off
    // where there was none. A repeated submission fails that commit as a whole and is not counted twice.
    const completed = request.session_id
      ? [
          insertEvent({
            sessionId: request.session_id,
            step: 7,
            action: 'completed',
            choices: nonPersonalChoices(request),
            utmParams: request.utm_params,
            createdAt: now,
          }),
        ]
      : [];
    try {
      await storeLead(request, {
        now,
        answer: key ? rememberedAnswer(key, 201, ACCEPTED, now) : undefined,
        alongside: completed,
        checks: [count.within],
        visit: { day, visitorId },
      });
    } catch (error) {
      if (isOverLimit(error)) count.refuse();
      if (key && isRepeatedKey(error)) return answerRepeat(c, db, key);
      throw error;
    }
    return c.json(ACCEPTED, 201);
  });
}

const known = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** The non-personal choices of the form values a client sends with an event; names and contacts are dropped. */
function nonPersonalChoices(data: Record<string, unknown> = {}) {
  return {
    projektart: known(projectTypes, data.projektart),
    produkte: productFlagNames.filter((flag) => data[flag] === true).map((flag) => productFlags[flag]),
    material: known(materials, data.material),
    verglasung: known(glazings, data.verglasung),
    montage: known(installationChoices, data.montage),
    zeitraum: known(timeframes, data.zeitraum),
  };
}

/** Seven steps, three actions each, a few visits: generous, but not unlimited. */
const EVENT_LIMIT = { bucket: 'funnel-events', limit: 300, windowMs: 10 * 60 * 1000 };

export function funnelAnalyticsRoutes({ db, trustProxy }: Pick<FunnelRouteDependencies, 'db' | 'trustProxy'>) {
  return new Hono<AppEnv>().post('/', rateLimit(db, EVENT_LIMIT, trustProxy), validate('json', funnelEventSchema), async (c) => {
    const event = c.req.valid('json');
    await db.insert(funnelEvents).values({
      sessionId: event.session_id,
      step: event.step,
      action: event.action,
      choices: nonPersonalChoices(event.data),
      utmParams: event.utm_params,
    });
    return c.json({ success: true }, 201);
  });
}
