import type { Database } from '../../platform/db/client.ts';
import { writeQueueFor } from '../../platform/db/write-queue.ts';
import { berlinDay } from '../../shared/dates.ts';

/** The origin of a counted visit without a campaign or a referring site. */
const DIRECT_ORIGIN = 'direkt';

/** The first counted page view of a lead's visitor on the lead's day: the visit that sent the request. */
const landingView = (column: string) =>
  `(select ${column} from page_views pv where pv.day = leads.visit_day and pv.visitor_id = leads.visitor_id order by pv.id limit 1)`;

/**
 * Settles the visits of requests sent from the site (ADR 062, docs/domain.md "Origin"). The submission only
 * stored the day's visitor hash, to keep the hottest write free of a query; here, later, the request is
 * matched to that visitor's page views: its landing page, the referrer's host and the origin, and whether
 * it counts for the conversion rate (`counted`: the first request of a counted visitor that day; `repeat`;
 * `none`: no counted visit once the day is over). The hash is cleared when its day is over, as the day's
 * salt is gone then. Run by the hourly job before it deletes raw page views, and before figures are read.
 */
export async function settleLeadVisits(db: Database, now = Date.now()): Promise<void> {
  const today = berlinDay(now);
  await writeQueueFor(db.$client).run([
    {
      sql: `update leads set visit = 'counted',
         landing_path = ${landingView('path')},
         referrer_host = ${landingView('referrer_host')},
         origin = coalesce(origin, ${landingView('utm_source')}, ${landingView('referrer_host')}, '${DIRECT_ORIGIN}')
       where visit = 'pending'
         and exists (select 1 from page_views pv where pv.day = leads.visit_day and pv.visitor_id = leads.visitor_id)`,
      args: [],
    },
    // A visitor who sends a second request the same day is still one visitor who sent a request.
    {
      sql: `update leads set visit = 'repeat'
       where visit = 'counted' and visitor_id is not null
         and exists (select 1 from leads earlier where earlier.visit_day = leads.visit_day and earlier.visitor_id = leads.visitor_id
                     and earlier.id < leads.id and earlier.visit in ('counted', 'repeat'))`,
      args: [],
    },
    { sql: `update leads set visit = 'none' where visit = 'pending' and visit_day < ?`, args: [today] },
    { sql: 'update leads set visitor_id = null where visitor_id is not null and visit_day < ?', args: [today] },
  ]);
}
