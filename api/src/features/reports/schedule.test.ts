import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../platform/db/client.ts';
import { startMailSender } from '../../platform/mail/sender.ts';
import { createMailTransport } from '../../platform/mail/transport.ts';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.ts';
import { SEEDED_REPORT_TIME, seedReportWeeks } from '../../../testing/test-report-week.ts';
import { mailHeader, mailText, startTestSmtpServer, type TestSmtpServer } from '../../../testing/smtp-server.ts';
import { createTestUser } from '../../../testing/test-users.ts';
import { users } from '../../platform/db/schema.ts';
import { eq } from 'drizzle-orm';
import { startWeeklyReportSchedule } from './schedule.ts';

let test: TestDatabase;
let secondProcess: Database;
let smtp: TestSmtpServer;
beforeAll(async () => {
  test = await createTestDatabase();
  // A second connection to the same file, as a second server process has.
  secondProcess = await openDatabase({ url: test.url });
  smtp = await startTestSmtpServer();
  await seedReportWeeks(test.db);
});
afterAll(async () => {
  secondProcess.$client.close();
  await smtp.close();
  test.cleanup();
});

const at = (iso: string) => Date.parse(iso);
const siteUrl = 'https://fenster.example';

describe('the weekly report schedule', () => {
  it('sends the report once per Monday from 07:00 Berlin under two processes and after a restart, one mail per owner who wants it', async () => {
    const owners = [await createTestUser(test.db, { role: 'admin' }), await createTestUser(test.db, { role: 'admin' })];
    const optedOut = await createTestUser(test.db, { role: 'admin' });
    await test.db.update(users).set({ weeklyReport: false }).where(eq(users.id, optedOut.user.id));
    await createTestUser(test.db, { role: 'buero' });

    // Both processes started on the Wednesday before: the lease begins with that week's report as done.
    const first = startWeeklyReportSchedule(test.db, { siteUrl, autoStart: false });
    const second = startWeeklyReportSchedule(secondProcess, { siteUrl, autoStart: false });
    await Promise.all([first.tick(at('2026-11-18T10:00:00Z')), second.tick(at('2026-11-18T10:00:00Z'))]);

    // Monday 06:59 Berlin: not yet.
    const early = at('2026-11-23T05:59:00Z');
    expect(await Promise.all([first.tick(early), second.tick(early)])).toEqual([0, 0]);

    // 07:00 and the minutes after: both processes check, again and again, at the same moments.
    const enqueued: number[] = [];
    for (const now of [SEEDED_REPORT_TIME, SEEDED_REPORT_TIME + 60_000, SEEDED_REPORT_TIME + 120_000]) {
      enqueued.push(...(await Promise.all([first.tick(now), second.tick(now), first.tick(now), second.tick(now)])));
    }
    expect(enqueued.reduce((sum, count) => sum + count, 0)).toBe(2);

    // A restart: a new process with its own connection and a fresh schedule, later that Monday and on Tuesday.
    first.stop();
    const restarted = await openDatabase({ url: test.url });
    const afterRestart = startWeeklyReportSchedule(restarted, { siteUrl, autoStart: false });
    expect(await afterRestart.tick(at('2026-11-23T09:00:00Z'))).toBe(0);
    expect(await afterRestart.tick(at('2026-11-24T09:00:00Z'))).toBe(0);

    // The outbox's real sender delivers over SMTP on loopback: exactly one per owner who wants it.
    const sender = startMailSender({
      db: restarted,
      transport: createMailTransport({ smtpUrl: smtp.url, outboxDir: test.config.OUTBOX_DIR }),
      from: 'info@fenster.example',
      intervalMs: 60_000,
    });
    await sender.drain();
    await sender.stop();
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual(owners.map((owner) => [owner.user.email]).sort());
    expect(mailHeader(smtp.received[0]!, 'Subject')).toMatch(/Wochenbericht .+: 16\.11\.2026 bis 22\.11\.2026/);
    expect(mailText(smtp.received[0]!)).toContain('Anfragen: 4 (Vorwoche: 1)');

    // The next Monday, once more: one new report per owner.
    const nextMonday = at('2026-11-30T06:00:30Z');
    expect(await Promise.all([second.tick(nextMonday), afterRestart.tick(nextMonday)])).toEqual(expect.arrayContaining([0, 2]));
    restarted.$client.close();
  });
});
