import type { InStatement } from '@libsql/client';
import type { Database } from '../../platform/db/client.ts';
import { berlinDay, berlinDayRange, nextDay } from '../../platform/berlin-calendar.ts';

/**
 * A day is rolled up once it is over (and a few minutes more, for a page view still in the write queue
 * at midnight). Rolled-up days are contiguous: the newest row of analytics_days marks how far it went.
 */
const GRACE_MS = 5 * 60 * 1000;

/** Funnel sessions per step and action of one day, from the raw events of its Berlin hours. */
export const FUNNEL_DAY_QUERY = `select step, action, count(distinct session_id) as sessions from funnel_events
  where created_at >= ? and created_at < ? group by step, action`;

/** The statements that turn one day's raw rows into its aggregates, the day's marker first. */
function rollUpStatements(day: string): InStatement[] {
  const { start, end } = berlinDayRange(day);
  const counts = (dimension: string, column: string): InStatement => ({
    sql: `insert into analytics_day_counts (day, dimension, value, page_views, visitors)
      select ?, '${dimension}', ${column}, count(*), count(distinct visitor_id) from page_views
      where day = ? and ${column} is not null group by ${column}`,
    args: [day, day],
  });
  return [
    // Fails on the primary key when another process rolled the day up first; then nothing of this runs.
    {
      sql: 'insert into analytics_days (day, visitors, page_views) select ?, count(distinct visitor_id), count(*) from page_views where day = ?',
      args: [day, day],
    },
    counts('path', 'path'),
    counts('referrer', 'referrer_host'),
    counts('utm_source', 'utm_source'),
    {
      sql: `insert into funnel_days (day, step, action, sessions) select ?, step, action, sessions from (${FUNNEL_DAY_QUERY})`,
      args: [day, start, end],
    },
  ];
}

/** The newest rolled-up day, or null before the first rollup. */
export async function rolledUpUntil(db: Database): Promise<string | null> {
  const result = await db.$client.execute('select max(day) as day from analytics_days');
  return (result.rows[0]?.day as string | null) ?? null;
}

/**
 * Rolls up every finished day since the last rollup (or since the oldest raw row), one transaction per
 * day. Returns the days rolled up. Safe beside other processes: the first one to commit a day wins.
 */
export async function rollUpFinishedDays(db: Database, now = Date.now()): Promise<string[]> {
  const cutoff = berlinDay(now - GRACE_MS);
  const mark = await rolledUpUntil(db);
  let day = mark ? nextDay(mark) : await oldestRawDay(db);
  const rolled: string[] = [];
  for (; day && day < cutoff; day = nextDay(day)) {
    try {
      await db.$client.batch(rollUpStatements(day), 'write');
    } catch (error) {
      if (String(error).includes('analytics_days.day')) break;
      throw error;
    }
    rolled.push(day);
  }
  return rolled;
}

async function oldestRawDay(db: Database): Promise<string | null> {
  const [views, events] = await db.$client.batch(
    ['select min(day) as day from page_views', 'select min(created_at) as at from funnel_events'],
    'read',
  );
  const days = [views!.rows[0]?.day as string | null, events!.rows[0]?.at == null ? null : berlinDay(Number(events!.rows[0]!.at))].filter(
    (day): day is string => day != null,
  );
  return days.sort()[0] ?? null;
}
