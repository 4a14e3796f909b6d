import type { InStatement, ResultSet } from '@libsql/client';
import type { Database } from '../../platform/db/client.ts';
import { noLeads, type AnalyticsJson, type LeadsBySource, type TopEntry } from './contract/analytics.ts';
import type { LeadSource } from '../../shared/labels.ts';
import { FUNNEL_IDLE_MS, funnelDayStatement, rolledUpUntil } from './rollup.ts';
import { berlinMonthCase, responseTimesPerMonth } from './response-times.ts';
import { yearFigures, type FunnelCount, type RequestVisits } from './year-figures.ts';
import { settleLeadVisits } from './lead-visits.ts';
import { berlinDay, berlinDayRange, berlinYear, monthOfDay, addDays } from '../../shared/dates.ts';

const TOP_LIMIT = 10;
const DIMENSIONS = [
  ['path', 'path'],
  ['referrer', 'referrer_host'],
  ['utm_source', 'utm_source'],
] as const;

type Totals = Map<string, { pageViews: number; visitors: number }>;

/** A year's counts from one source (the aggregates, or the raw rows after them), per month. */
interface Counts {
  visitors: Map<number, number>;
  funnel: (FunnelCount & { month: number })[];
  tops: Totals[];
  /** Until when these counts hold without a new row: the raw part changes when a running session turns idle. */
  freshUntil: number;
}

/**
 * The yearly analytics (ADR 019): finished days from the daily aggregates, the days not yet
 * rolled up (today, and yesterday until the rollup ran) from the raw rows, counted as the rollup counts
 * them. Both parts are kept per process and year until what they were read from changes: the
 * aggregates' part until another day is rolled up, the raw part until a page view or funnel event
 * arrives, the day ends or a running funnel session turns abandoned. Leads are always read anew (an admin
 * may delete one, and answers come). The figures are defined in docs/domain.md ("The figures").
 */
export async function yearAnalytics(db: Database, year: number, now = Date.now()): Promise<AnalyticsJson> {
  const [marks] = await db.$client.batch(
    [
      'select (select max(day) from analytics_days) as mark, (select max(id) from page_views) as lastView, (select max(id) from funnel_events) as lastEvent',
    ],
    'read',
  );
  const { mark, lastView, lastEvent } = marks!.rows[0]!;
  const rolledMark = (mark as string | null) ?? '';
  await settleLeadVisits(db, now);
  const [rolled, live, { leads, requestVisits }, responseTimes] = await Promise.all([
    cached(rolledCache, db, year, rolledMark, now, () => readRolledCounts(db, year, rolledMark)),
    cached(liveCache, db, year, `${rolledMark}|${lastView}|${lastEvent}|${berlinDay(now)}`, now, () =>
      liveCounts(db, year, rolledMark, now),
    ),
    leadsPerMonth(db, year),
    responseTimesPerMonth(db, year, now),
  ]);

  const visitors = new Map<number, number>();
  const funnelClicks = new Map<number, number>();
  const funnel: FunnelCount[] = [];
  for (const counts of [rolled, live]) {
    for (const [month, count] of counts.visitors) add(visitors, month, count);
    for (const row of counts.funnel) {
      funnel.push(row);
      if (row.step === 1 && row.action === 'started') add(funnelClicks, row.month, row.sessions);
    }
  }
  const [topPages, referrers, utmSources] = DIMENSIONS.map((_, index) => top(rolled.tops[index]!, live.tops[index]!)) as [
    TopEntry[],
    TopEntry[],
    TopEntry[],
  ];
  return yearFigures(year, { visitors, funnelClicks, leads, requestVisits, funnel, topPages, referrers, utmSources, responseTimes });
}

/** The funnel of a year, per step and action, as the analytics count it (also the dashboard's card). */
export async function yearFunnel(db: Database, year: number, now = Date.now()): Promise<FunnelCount[]> {
  const mark = (await rolledUpUntil(db)) ?? '';
  const [rolled, live] = await Promise.all([
    cached(rolledCache, db, year, mark, now, () => readRolledCounts(db, year, mark)),
    liveFunnel(db, year, mark, now),
  ]);
  return [...rolled.funnel, ...live.rows];
}

type CountsCache = WeakMap<Database, Map<number, { key: string; counts: Promise<Counts>; freshUntil: number }>>;
const rolledCache: CountsCache = new WeakMap();
const liveCache: CountsCache = new WeakMap();

/** The counts of a year as last read while `key` was the same and they still held; read anew otherwise. */
function cached(cache: CountsCache, db: Database, year: number, key: string, now: number, read: () => Promise<Counts>): Promise<Counts> {
  let years = cache.get(db);
  if (!years) cache.set(db, (years = new Map()));
  const entry = years.get(year);
  if (entry?.key === key && now < entry.freshUntil) return entry.counts;
  const counts = read();
  const fresh = { key, counts, freshUntil: Infinity };
  counts.then(
    (read) => (fresh.freshUntil = read.freshUntil),
    () => years.delete(year),
  );
  years.set(year, fresh);
  return counts;
}

async function readRolledCounts(db: Database, year: number, mark: string): Promise<Counts> {
  const { firstDay, lastDay } = berlinYear(year);
  const until = mark < lastDay ? mark : lastDay;
  const range = [firstDay, until];
  const results = await db.$client.batch(
    [
      {
        sql: 'select cast(substr(day, 6, 2) as integer) as month, sum(visitors) as visitors from analytics_days where day between ? and ? group by month',
        args: range,
      },
      {
        sql: `select cast(substr(day, 6, 2) as integer) as month, step, action, sum(sessions) as sessions from funnel_days
          where day between ? and ? group by month, step, action`,
        args: range,
      },
      ...DIMENSIONS.map(([dimension]): InStatement => ({
        sql: 'select value, sum(page_views) as pageViews, sum(visitors) as visitors from analytics_day_counts where dimension = ? and day between ? and ? group by value',
        args: [dimension, ...range],
      })),
    ],
    'read',
  );
  const [visitorRows, funnelRows, ...topRows] = results as [ResultSet, ResultSet, ...ResultSet[]];
  return {
    visitors: new Map(visitorRows.rows.map((row) => [Number(row.month), Number(row.visitors)])),
    funnel: funnelRows.rows.map((row) => ({
      month: Number(row.month),
      step: Number(row.step),
      action: String(row.action),
      sessions: Number(row.sessions),
    })),
    tops: topRows.map(totalsOf),
    freshUntil: Infinity,
  };
}

/** The days after the mark, from the raw rows: page views carry their day, so SQL groups them by it. */
async function liveCounts(db: Database, year: number, mark: string, now: number): Promise<Counts> {
  const { firstDay, lastDay } = berlinYear(year);
  const args = [mark, firstDay, lastDay];
  const results = await db.$client.batch(
    [
      {
        sql: 'select day, count(distinct visitor_id) as visitors from page_views where day > ? and day between ? and ? group by day',
        args,
      },
      ...DIMENSIONS.map(([, column]): InStatement => ({
        sql: `select ${column} as value, count(*) as pageViews, count(distinct visitor_id) as visitors from page_views
            where day > ? and day between ? and ? and ${column} is not null group by day, ${column}`,
        args,
      })),
    ],
    'read',
  );
  const [visitorRows, ...topRows] = results as [ResultSet, ...ResultSet[]];
  const visitors = new Map<number, number>();
  for (const row of visitorRows.rows) add(visitors, monthOfDay(String(row.day)), Number(row.visitors));
  const funnel = await liveFunnel(db, year, mark, now);
  return { visitors, funnel: funnel.rows, tops: topRows.map(totalsOf), freshUntil: funnel.freshUntil };
}

/**
 * Funnel events carry an instant, not a day: the days after the mark are counted one Berlin day at a
 * time, as the rollup will count them. From the oldest such event on, so a quiet year costs one lookup.
 * Fresh until the first running session has been idle for 30 minutes.
 */
async function liveFunnel(db: Database, year: number, mark: string, now: number): Promise<{ rows: Counts['funnel']; freshUntil: number }> {
  const { firstDay, lastDay, start, end } = berlinYear(year);
  const afterMark = mark ? berlinDayRange(mark).end : 0;
  const oldest = await db.$client.execute({
    sql: 'select min(created_at) as at from funnel_events where created_at >= ? and created_at < ?',
    args: [Math.max(afterMark, start), end],
  });
  if (oldest.rows[0]?.at == null) return { rows: [], freshUntil: Infinity };
  const today = berlinDay(now);
  const last = today < lastDay ? today : lastDay;
  const rows: Counts['funnel'] = [];
  let freshUntil = Infinity;
  for (let day = berlinDay(Number(oldest.rows[0].at)); day <= last && day >= firstDay; day = addDays(day, 1)) {
    const result = await db.$client.execute(funnelDayStatement(day, now));
    for (const row of result.rows) {
      rows.push({ month: monthOfDay(day), step: Number(row.step), action: String(row.action), sessions: Number(row.sessions) });
      if (row.action === 'running') freshUntil = Math.min(freshUntil, Number(row.lastAt) + FUNNEL_IDLE_MS);
    }
  }
  return { rows, freshUntil };
}

/**
 * Leads created per Berlin month and source, from the leads themselves (kept three years), and by their
 * settled visit (lead-visits.ts): `counted` is a visitor who sent a request; `none` and requests not sent
 * from the site (no visit state) have no counted visit; `repeat` and a visit not yet settled are neither.
 */
async function leadsPerMonth(db: Database, year: number) {
  const { monthCase, start, end } = berlinMonthCase(year);
  const result = await db.$client.execute({
    sql: `select ${monthCase} as month, source, visit, count(*) as leads from leads where created_at >= ? and created_at < ? group by month, source, visit`,
    args: [start, end],
  });
  const leads = new Map<number, LeadsBySource>();
  const requestVisits = new Map<number, RequestVisits>();
  for (const row of result.rows) {
    const month = Number(row.month);
    const count = Number(row.leads);
    const counts = leads.get(month) ?? noLeads();
    const source = row.source as LeadSource;
    counts[source] = (counts[source] ?? 0) + count;
    leads.set(month, counts);
    const visits = requestVisits.get(month) ?? { withVisit: 0, withoutVisit: 0 };
    if (row.visit === 'counted') visits.withVisit += count;
    else if (row.visit === null || row.visit === 'none') visits.withoutVisit += count;
    requestVisits.set(month, visits);
  }
  return { leads, requestVisits };
}

function totalsOf(result: ResultSet): Totals {
  const totals: Totals = new Map();
  for (const row of result.rows) {
    const value = String(row.value);
    const entry = totals.get(value) ?? { pageViews: 0, visitors: 0 };
    entry.pageViews += Number(row.pageViews);
    entry.visitors += Number(row.visitors);
    totals.set(value, entry);
  }
  return totals;
}

/** The ten values with the most page views (ties by name), aggregates and raw rows together. */
function top(rolled: Totals, live: Totals): TopEntry[] {
  const merged: Totals = new Map([...rolled].map(([value, entry]) => [value, { ...entry }]));
  for (const [value, entry] of live) {
    const sum = merged.get(value) ?? { pageViews: 0, visitors: 0 };
    sum.pageViews += entry.pageViews;
    sum.visitors += entry.visitors;
    merged.set(value, sum);
  }
  return [...merged]
    .sort(([a, x], [b, y]) => y.pageViews - x.pageViews || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, TOP_LIMIT)
    .map(([value, entry]) => ({ value, ...entry }));
}

function add(map: Map<number, number>, key: number, value: number) {
  map.set(key, (map.get(key) ?? 0) + value);
}
