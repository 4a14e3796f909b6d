import type { InStatement } from '@libsql/client';
import type { PageViewFacts } from './page-view.ts';

/**
 * What one client network may add to one Berlin day (ADR 028). A household, an office or a school behind
 * one address stays well below; a script posting with a new user agent each time stops here.
 */
export const VISITORS_PER_NETWORK = 20;
export const PAGE_VIEWS_PER_NETWORK = 300;

interface CountedView extends PageViewFacts {
  day: string;
  visitorId: string;
  networkId: string;
  createdAt: number;
}

/**
 * The statements that store a page view if its network's allowance for the day has room, for one
 * transaction of the write queue. The first takes a view (and, for a visitor id not seen today, a
 * visitor) from the allowance, or changes nothing when it is used up; the second stores the view only
 * if the first changed a row (SQLite's changes() still tells the previous statement's count while the
 * INSERT … SELECT runs). Checked and counted inside the transaction, so concurrent requests and other
 * processes cannot overdraw it; the visitor id is known new when today's page views lack it (their
 * index on day and visitor id answers that), and it belongs to one address, hence one network.
 */
export function countedViewStatements(view: CountedView): InStatement[] {
  return [
    {
      sql: `insert into visit_allowances (day, network_id, page_views, visitors) values (?, ?, 1, 1)
        on conflict (day, network_id) do update set page_views = page_views + 1,
          visitors = visitors + not exists (select 1 from page_views where page_views.day = excluded.day and page_views.visitor_id = ?)
        where page_views < ${PAGE_VIEWS_PER_NETWORK}
          and (visitors < ${VISITORS_PER_NETWORK} or exists (select 1 from page_views where page_views.day = excluded.day and page_views.visitor_id = ?))`,
      args: [view.day, view.networkId, view.visitorId, view.visitorId],
    },
    {
      sql: `insert into page_views (day, visitor_id, path, referrer_host, utm_source, created_at)
        select ?, ?, ?, ?, ?, ? where changes() = 1`,
      args: [view.day, view.visitorId, view.path, view.referrerHost, view.utmSource, view.createdAt],
    },
  ];
}
