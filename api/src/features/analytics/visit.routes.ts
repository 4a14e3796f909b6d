import { Hono } from 'hono';
import { isBot } from './bots.ts';
import { bareHost, pageViewFacts } from './page-view.ts';
import { readSitePaths } from './site-paths.ts';
import { countedViewStatements } from './visit-allowance.ts';
import { createVisitorIds } from './visitor-id.ts';
import type { Database } from '../../platform/db/client.ts';
import { writeQueueFor } from '../../platform/db/write-queue.ts';
import { clientAddress, type ProxyHops } from '../../platform/http/client-address.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { validate } from '../../platform/http/validate.ts';
import { visitSchema } from './contract/analytics.ts';

export interface VisitRouteDependencies {
  db: Database;
  trustProxy: ProxyHops;
  /** PUBLIC_SITE_URL: a referrer from there is an internal link, whatever Host a proxy passes on. */
  siteUrl: string;
  /** The Berlin day of now; tests pass a clock of their own. */
  today?: () => string;
  /** The public site's paths; read from the site's sources at start-up unless given. */
  sitePaths?: ReadonlySet<string>;
  /** The process's visitor ids, shared with the funnel's submission (ADR 062); made here unless given. */
  visitorIds?: ReturnType<typeof createVisitorIds>;
}

/**
 * POST /api/visits: the page-view beacon of every public page (ADR 019, ADR 028). The hottest write of
 * the site: two small statements in one group commit of the write queue. Always 204 with no body: a bot,
 * a path the site does not have, or a client over its day's allowance learns nothing from the answer,
 * and the page never waits for it.
 */
export function visitRoutes({
  db,
  trustProxy,
  siteUrl,
  today,
  sitePaths = countedSitePaths(),
  visitorIds = createVisitorIds(db, today),
}: VisitRouteDependencies) {
  const queue = writeQueueFor(db.$client);
  const siteHost = bareHost(new URL(siteUrl).hostname);

  return new Hono<AppEnv>().post('/', validate('json', visitSchema), async (c) => {
    const visit = c.req.valid('json');
    const userAgent = c.req.header('user-agent');
    if (isBot(userAgent, c.req.header('sec-ch-ua'))) return c.body(null, 204);
    const requestHost = bareHost((c.req.header('host') ?? '').replace(/:\d+$/, ''));
    const facts = pageViewFacts(visit, { paths: sitePaths, ownHosts: [siteHost, requestHost] });
    if (facts) {
      const ids = await visitorIds(clientAddress(c, trustProxy), userAgent!);
      await queue.run(countedViewStatements({ ...ids, ...facts, createdAt: Date.now() }));
    }
    return c.body(null, 204);
  });
}

function countedSitePaths(): ReadonlySet<string> {
  const { counted, unknownRoutes } = readSitePaths();
  if (counted.size === 0)
    console.error('[statistik] Keine Seiten der Website gefunden (site/src/pages): Seitenaufrufe werden nicht gezählt.');
  for (const route of unknownRoutes)
    console.error(`[statistik] Dynamische Seite „${route}“ ist unbekannt: ihre Aufrufe werden nicht gezählt.`);
  return counted;
}
