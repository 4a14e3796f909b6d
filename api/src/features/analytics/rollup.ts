import type { InStatement } from '@libsql/client';
import type { Database } from '../../platform/db/client.ts';
import { berlinDay, berlinDayRange, addDays } from '../../shared/dates.ts';

/**
 * A funnel session with no event for this long, and no request sent, has been abandoned; until then it is
 * still running (docs/domain.md, "The figures").
 */
export const FUNNEL_IDLE_MS = 30 * 60 * 1000;

/**
 * A day is rolled up once it is over, and its last funnel sessions have been idle long enough to count as
 * abandoned (plus a few minutes for a page view still in the write queue at midnight). Rolled-up days are
 * contiguous: the newest row of analytics_days marks how far it went.
 */
const GRACE_MS = FUNNEL_IDLE_MS + 5 * 60 * 1000;

/**
 * Funnel sessions of one Berlin day per step and action, as docs/domain.md defines them:
 * - started, completed: sessions with such an event at that step that day (the 'abandoned' event the
 *   funnel sends on "Zurück" is only activity, no abandonment);
 * - abandoned: sessions whose last event is on that day, idle since before `now` − 30 minutes, without the
 *   request sent (step 7 completed), counted at the highest step they reached;
 * - running: the same, but active in the last 30 minutes. Never at rollup time (see GRACE_MS).
 * `lastAt` is the oldest last event of the running ones: when the first of them will count as abandoned.
 */
export function funnelDayStatement(day: string, now: number): { sql: string; args: Record<string, number> } {
  const { start, end } = berlinDayRange(day);
  return {
    sql: `select step, action, count(distinct session_id) as sessions, null as lastAt from funnel_events
        where created_at >= :start and created_at < :end and action in ('started', 'completed') group by step, action
      union all
      select reached as step, case when last_at < :idleBefore then 'abandoned' else 'running' end as action,
          count(*) as sessions, min(last_at) as lastAt
        from (select max(step) as reached, max(created_at) as last_at, max(step = 7 and action = 'completed') as sent
          from funnel_events where session_id in (select session_id from funnel_events where created_at >= :start and created_at < :end)
          group by session_id)
        where sent = 0 and last_at >= :start and last_at < :end group by 1, 2`,
    args: { start, end, idleBefore: now - FUNNEL_IDLE_MS },
  };
}

/** The statements that turn one day's raw rows into its aggregates, the day's marker first. */
function rollUpStatements(day: string, now: number): InStatement[] {
  const funnel = funnelDayStatement(day, now);
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
      sql: `insert into funnel_days (day, step, action, sessions) select :day, step, action, sessions from (${funnel.sql}) where action <> 'running'`,
      args: { ...funnel.args, day },
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
  let day = mark ? addDays(mark, 1) : await oldestRawDay(db);
  const rolled: string[] = [];
  for (; day && day < cutoff; day = addDays(day, 1)) {
    try {
      await db.$client.batch(rollUpStatements(day, now), 'write');
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
