import type { InStatement, Row } from '@libsql/client';
import type { Database } from '../db/client.ts';
import type { AnalyticsJson } from '../shared/analytics.ts';
import { berlinDay, berlinDayRange, berlinMonthStarts, berlinYear, monthOfDay, nextDay } from './berlin-calendar.ts';
import { FUNNEL_DAY_QUERY, rolledUpUntil } from './rollup.ts';
import { yearFigures, type FunnelCount } from './year-figures.ts';

const TOP_LIMIT = 10;

/**
 * The yearly analytics (DESIGN.md section 5): finished days from the daily aggregates, the days not yet
 * rolled up (today, and yesterday until the rollup ran) from the raw rows, the same way the rollup
 * counts them. Leads come from the leads themselves, which are kept for three years.
 */
export async function yearAnalytics(db: Database, year: number, now = Date.now()): Promise<AnalyticsJson> {
  const { firstDay, lastDay } = berlinYear(year);
  const mark = (await rolledUpUntil(db)) ?? '';
  const months = berlinMonthStarts(year);

  // Rolled-up days up to the mark, raw rows after it: page views carry their day, so SQL joins both.
  const viewsAfterMark = 'from page_views where day > ? and day between ? and ?';
  const rawArgs = [mark, firstDay, lastDay];
  const top = (dimension: string, column: string): InStatement => ({
    sql: `select value, sum(page_views) as pageViews, sum(visitors) as visitors from (
        select value, page_views, visitors from analytics_day_counts where dimension = ? and day between ? and ?
        union all
        select ${column} as value, count(*) as page_views, count(distinct visitor_id) as visitors ${viewsAfterMark} and ${column} is not null group by day, ${column}
      ) group by value order by pageViews desc, value limit ${TOP_LIMIT}`,
    args: [dimension, firstDay, lastDay, ...rawArgs],
  });
  const monthCase = months
    .slice(1)
    .map((end, index) => `when created_at < ${end} then ${index + 1}`)
    .join(' ');

  const [visitorRows, funnelRows, pages, referrers, utmSources, leadRows] = await db.$client.batch(
    [
      {
        sql: `select day, visitors from analytics_days where day between ? and ?
          union all select day, count(distinct visitor_id) ${viewsAfterMark} group by day`,
        args: [firstDay, lastDay, ...rawArgs],
      },
      { sql: 'select day, step, action, sessions from funnel_days where day between ? and ?', args: [firstDay, lastDay] },
      top('path', 'path'),
      top('referrer', 'referrer_host'),
      top('utm_source', 'utm_source'),
      {
        sql: `select case ${monthCase} end as month, count(*) as leads from leads where created_at >= ? and created_at < ? group by month`,
        args: [months[0]!, months[12]!],
      },
    ],
    'read',
  );

  const visitors = new Map<number, number>();
  for (const row of visitorRows!.rows) add(visitors, monthOfDay(String(row.day)), Number(row.visitors));

  const funnel: FunnelCount[] = funnelRows!.rows.map((row) => ({ step: Number(row.step), action: String(row.action), sessions: Number(row.sessions) }));
  const funnelDays = funnelRows!.rows.map((row) => ({ day: String(row.day), step: Number(row.step), action: String(row.action), sessions: Number(row.sessions) }));
  for (const liveDay of await liveFunnelDays(db, year, mark, now)) funnelDays.push(liveDay), funnel.push(liveDay);

  const funnelClicks = new Map<number, number>();
  for (const row of funnelDays) if (row.step === 1 && row.action === 'started') add(funnelClicks, monthOfDay(row.day), row.sessions);

  const leads = new Map<number, number>();
  for (const row of leadRows!.rows) add(leads, Number(row.month), Number(row.leads));

  return yearFigures(year, { visitors, funnelClicks, leads, funnel, topPages: entries(pages!.rows), referrers: entries(referrers!.rows), utmSources: entries(utmSources!.rows) });
}

/** The funnel of a year, per step and action, as the analytics count it (also the dashboard's card). */
export async function yearFunnel(db: Database, year: number, now = Date.now()): Promise<FunnelCount[]> {
  const { firstDay, lastDay } = berlinYear(year);
  const mark = (await rolledUpUntil(db)) ?? '';
  const rolled = await db.$client.execute({
    sql: 'select step, action, sum(sessions) as sessions from funnel_days where day between ? and ? group by step, action',
    args: [firstDay, lastDay],
  });
  return [
    ...rolled.rows.map((row) => ({ step: Number(row.step), action: String(row.action), sessions: Number(row.sessions) })),
    ...(await liveFunnelDays(db, year, mark, now)),
  ];
}

/**
 * Funnel events carry an instant, not a day: the days after the mark are counted one Berlin day at a
 * time, as the rollup will count them. From the oldest such event on, so a quiet year costs one lookup.
 */
async function liveFunnelDays(db: Database, year: number, mark: string, now: number) {
  const { firstDay, lastDay, end } = berlinYear(year);
  const afterMark = mark ? berlinDayRange(mark).end : 0;
  const oldest = await db.$client.execute({
    sql: 'select min(created_at) as at from funnel_events where created_at >= ? and created_at < ?',
    args: [Math.max(afterMark, berlinYear(year).start), end],
  });
  if (oldest.rows[0]?.at == null) return [];
  const today = berlinDay(now);
  const last = today < lastDay ? today : lastDay;
  const days: (FunnelCount & { day: string })[] = [];
  for (let day = berlinDay(Number(oldest.rows[0].at)); day <= last && day >= firstDay; day = nextDay(day)) {
    const { start, end: dayEnd } = berlinDayRange(day);
    const result = await db.$client.execute({ sql: FUNNEL_DAY_QUERY, args: [start, dayEnd] });
    for (const row of result.rows) days.push({ day, step: Number(row.step), action: String(row.action), sessions: Number(row.sessions) });
  }
  return days;
}

function add(map: Map<number, number>, key: number, value: number) {
  map.set(key, (map.get(key) ?? 0) + value);
}

const entries = (rows: Row[]) => rows.map((row) => ({ value: String(row.value), pageViews: Number(row.pageViews), visitors: Number(row.visitors) }));
