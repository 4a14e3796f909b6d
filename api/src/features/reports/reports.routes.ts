import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { reportMessages } from './contract/report-messages.ts';
import { enqueueWeeklyReports } from './weekly-report.ts';
import { permit } from '../../platform/http/permit.ts';

/**
 * POST /api/admin/reports/weekly: the weekly report now, to every owner who wants it (ADR 069). Outside the
 * Monday schedule and its lease: the owner asked for it, so it goes out even if Monday's already did.
 */
export function adminReportRoutes({ db, siteUrl, wakeMailer }: { db: Database; siteUrl: string; wakeMailer: () => void }) {
  return new Hono<AppEnv>().post('/weekly', permit('analytics'), async (c) => {
    const sent = await enqueueWeeklyReports(db, siteUrl);
    if (sent > 0) wakeMailer();
    return c.json({ sent, message: reportMessages.sent(sent) });
  });
}
