import { count, gte, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { leads } from '../../platform/db/schema.ts';
import type { DashboardJson, DashboardQuery } from './contract/leads-admin.ts';
import { funnelStats } from '../funnel/funnel-stats.ts';
import { leadConditions, leadOrder, overdueCondition } from './lead-filter.ts';
import { leadJson, leadListColumns } from './lead-json.ts';
import { berlinDay, berlinMidnight } from '../../shared/dates.ts';

/**
 * GET /api/admin/dashboard: one page of the filtered leads, the counters and the funnel card, read in one
 * round trip. `total` counts after the filters; `today` and `newestAt` look at every lead.
 */
export async function readDashboard(db: Database, query: DashboardQuery, viewerId?: number, now = new Date()): Promise<DashboardJson> {
  const where = leadConditions(query, now, viewerId);
  const order = leadOrder(query);
  const offset = (query.page - 1) * query.pageSize;
  // The page's ids first, then only those rows: skipping to page 200 walks an index, not 5,000 whole rows.
  const pageIds = db
    .select({ id: leads.id })
    .from(leads)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(offset);
  // A search scans the search index; the page's ids and the number of matches come from one scan
  // (count(*) over the whole result), not one for each. Without a search the count reads an index alone.
  const searched = query.q ? await pageOfSearch(db, where, order, query.pageSize, offset) : null;
  const pageRows = db
    .select(leadListColumns)
    .from(leads)
    .where(inArray(leads.id, searched ? searched.ids : pageIds))
    .orderBy(...order);
  const todays = db
    .select({ today: count(), newestAt: max(leads.createdAt) })
    .from(leads)
    .where(gte(leads.createdAt, berlinMidnight(berlinDay(now))));
  const [page, overall, waiting, filtered] =
    searched && searched.total !== null
      ? [...(await db.batch([pageRows, todays, waitingCounts(db, now)])), [{ total: searched.total }]]
      : await db.batch([pageRows, todays, waitingCounts(db, now), db.select({ total: count() }).from(leads).where(where)]);
  const newest = overall[0]?.newestAt ?? (await newestLead(db));
  return {
    leads: { leads: page.map(leadJson), total: filtered[0]?.total ?? 0, page: query.page, pageSize: query.pageSize },
    counters: {
      total: filtered[0]?.total ?? 0,
      today: overall[0]?.today ?? 0,
      newestAt: newest ? new Date(newest).toISOString() : null,
      overdue: waiting[0]?.overdue ?? 0,
      unread: waiting[0]?.unread ?? 0,
    },
    funnelStats: await funnelStats(db),
  };
}

/** The page's ids of a search and the number of all matches; past the last page the count is not known here. */
async function pageOfSearch(db: Database, where: SQL | undefined, order: SQL[], pageSize: number, offset: number) {
  const rows = await db
    .select({ id: leads.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(leads)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset(offset);
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? (offset === 0 ? 0 : null) };
}

/**
 * Leads the office still owes something: overdue (no first answer after 24 hours) and unread. Each is a
 * count over one index alone (leads_waiting_idx, leads_opened_idx): no row is read, however many leads
 * there are. Completed leads need no status check: closing a lead sets its first answer and its opening
 * (lead-changes.ts), and migration 0012 set both for older ones. No leads at all: no row, counted as 0.
 */
export function waitingCounts(db: Database, now: Date) {
  return db
    .select({
      overdue: sql<number>`(select count(*) from ${leads} where ${overdueCondition(now)})`.mapWith(Number),
      unread: sql<number>`(select count(*) from ${leads} where ${isNull(leads.openedAt)})`.mapWith(Number),
    })
    .from(leads)
    .limit(1);
}

/** Only needed when nothing came in today. */
async function newestLead(db: Database) {
  const [row] = await db.select({ newestAt: max(leads.createdAt) }).from(leads);
  return row?.newestAt ?? null;
}
