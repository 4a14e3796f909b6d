import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { berlinDayStart } from '../../shared/dates.ts';
import type { Database } from '../../platform/db/client.ts';
import { enqueueMailWhen } from '../../platform/mail/outbox.ts';
import { settingKeys } from '../settings/setting-keys.ts';
import { mondayOfInstant } from './report-weeks.ts';
import { weeklyReportMails } from './weekly-report.ts';

/**
 * The owner's weekly report, Mondays from 07:00 Berlin (ADR 069). Every server process runs this schedule,
 * as it runs the backup's (ADR 039): a lease row in `settings` names the Monday whose report went out.
 * Taking the lease and enqueueing the mails are one transaction, and the mails go in only under this
 * process's claim: exactly one process sends per week, and a process that dies before its commit leaves
 * the week to the next one. A server that was off on Monday morning sends when it starts later that week.
 */
const LEASE_KEY = settingKeys.weeklyReportJob;
const SEND_HOUR_MS = 7 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 60_000;

/** From when the report of the week `now` falls in is due: its Monday, 07:00 Berlin (never a clock-change day). */
const dueFrom = (monday: string) => berlinDayStart(monday) + SEND_HOUR_MS;

/** A new installation does not report the week before it existed: the current week counts as done once due. */
async function initialiseLease(db: Database, now: number) {
  const monday = mondayOfInstant(now);
  const claimed = now >= dueFrom(monday) ? monday : '0000-00-00';
  await db.run(sql`insert into settings (key, value, updated_by, updated_at)
    values (${LEASE_KEY}, ${JSON.stringify({ week: claimed })}, 'system', ${now})
    on conflict (key) do nothing`);
}

/** The Monday whose report went out last: read every minute, so the figures are only computed when due. */
async function sentWeek(db: Database): Promise<string> {
  const [row] = await db.all<{ week: string | null }>(
    sql`select json_extract(value, '$.week') as week from settings where key = ${LEASE_KEY}`,
  );
  return row?.week ?? '';
}

export interface WeeklyReportSchedule {
  /** One check: if the report is due and no process sent it, send it. Answers how many mails this process enqueued. */
  tick: (now?: number) => Promise<number>;
  stop: () => void;
}

export function startWeeklyReportSchedule(
  db: Database,
  {
    siteUrl,
    wakeMailer = () => {},
    intervalMs = CHECK_EVERY_MS,
    autoStart = true,
  }: {
    siteUrl: string;
    wakeMailer?: () => void;
    intervalMs?: number;
    autoStart?: boolean;
  },
): WeeklyReportSchedule {
  let initialised: Promise<void> | null = null;
  const tick = async (now = Date.now()): Promise<number> => {
    initialised ??= initialiseLease(db, now);
    await initialised;
    const monday = mondayOfInstant(now);
    if (now < dueFrom(monday) || (await sentWeek(db)) >= monday) return 0;
    const mails = await weeklyReportMails(db, siteUrl, now);
    const claim = randomUUID();
    const ours = sql`exists (select 1 from settings where key = ${LEASE_KEY} and json_extract(value, '$.claim') = ${claim})`;
    const [taken] = await db.batch([
      db.run(sql`insert into settings (key, value, updated_by, updated_at)
        values (${LEASE_KEY}, ${JSON.stringify({ week: monday, claim, pid: process.pid })}, 'system', ${now})
        on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by, updated_at = excluded.updated_at
        where json_extract(settings.value, '$.week') < ${monday}`),
      ...mails.map((mail) => enqueueMailWhen(db, mail, ours, undefined, new Date(now))),
    ]);
    if (taken.rowsAffected !== 1) return 0;
    if (mails.length > 0) wakeMailer();
    return mails.length;
  };
  if (!autoStart) return { tick, stop: () => {} };
  const run = () => void tick().catch((error) => console.error('[wochenbericht] Prüfung fehlgeschlagen:', error));
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return { tick, stop: () => clearInterval(timer) };
}
