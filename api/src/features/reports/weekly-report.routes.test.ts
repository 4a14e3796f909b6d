import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../platform/db/schema.ts';
import { createAdminTestApi, type AdminTestApi } from '../../../testing/test-admin.ts';
import { SEEDED_LAST_WEEK, SEEDED_REPORT_TIME, SEEDED_WEEK_BEFORE, seedReportWeeks } from '../../../testing/test-report-week.ts';
import { createTestUser } from '../../../testing/test-users.ts';
import { reportWeeks } from './report-weeks.ts';
import { weekFigures } from './weekly-figures.ts';
import { weeklyReportMails } from './weekly-report.ts';

let test: AdminTestApi;
beforeAll(async () => {
  test = await createAdminTestApi();
  await seedReportWeeks(test.db);
});
afterAll(() => test.cleanup());

describe("the owner's weekly report", () => {
  it('shows for a seeded week the figures the database holds, beside the week before', async () => {
    const weeks = reportWeeks(SEEDED_REPORT_TIME);
    expect([weeks.last.firstDay, weeks.last.lastDay, weeks.before.firstDay]).toEqual(['2026-11-16', '2026-11-22', '2026-11-09']);
    const { week: lastWeek, promiseKeptRate, ...last } = await weekFigures(test.db, weeks.last, SEEDED_REPORT_TIME);
    const { week: weekBefore, promiseKeptRate: beforeRate, ...before } = await weekFigures(test.db, weeks.before, SEEDED_REPORT_TIME);
    expect(last).toEqual(SEEDED_LAST_WEEK);
    expect(before).toEqual(SEEDED_WEEK_BEFORE);
    expect([promiseKeptRate, beforeRate]).toEqual([33.3, 100]);
    expect([lastWeek.end, weekBefore.end]).toEqual([Date.parse('2026-11-22T23:00:00Z'), Date.parse('2026-11-15T23:00:00Z')]);

    const [mail] = await weeklyReportMails(test.db, 'https://fenster.example', SEEDED_REPORT_TIME);
    expect(mail!.subject).toMatch(/^Wochenbericht .+: 16\.11\.2026 bis 22\.11\.2026$/);
    expect(mail!.textBody).toContain('Besucher: 25 (Vorwoche: 7)');
    expect(mail!.textBody).toContain('Binnen 24 Stunden beantwortet: 33,3 % (1 von 3) (Vorwoche: 100,0 % (1 von 1))');
    expect(mail!.textBody).toContain('Bezahlter Umsatz: 800,00\u00a0€ (Vorwoche: 400,00\u00a0€)');
    expect(mail!.textBody).toContain('1. herbst: 600,00\u00a0€\n2. Empfehlung: 200,00\u00a0€');
    expect(mail!.textBody).toContain('https://fenster.example/admin/invoices?status=overdue');
  });

  it('POST /api/admin/reports/weekly sends it now to every owner who wants it, not to one who switched it off nor to other roles', async () => {
    const outOfIt = await createTestUser(test.db, { role: 'admin' });
    await createTestUser(test.db, { role: 'vertrieb' });
    const switchedOff = await test.request('/api/admin/profile/weekly-report', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${outOfIt.token}` },
      json: { weeklyReport: false },
    });
    expect(switchedOff.status).toBe(200);
    expect(await switchedOff.json()).toEqual({ weeklyReport: false, message: 'Der Wochenbericht ist abbestellt.' });
    const profile = await test.call('GET', '/api/admin/profile');
    expect(profile.body.weeklyReport).toBe(true);

    const sent = await test.call('POST', '/api/admin/reports/weekly');
    expect(sent).toEqual({ status: 200, body: { sent: 1, message: 'Der Wochenbericht ist an 1 Inhaber unterwegs.' } });
    const [owner] = await test.db.select({ email: users.email }).from(users).where(eq(users.username, test.adminName));
    const mails = await test.db.select().from(outbox).where(eq(outbox.topic, 'weekly-report'));
    expect(mails.map((mail) => mail.recipient)).toEqual([owner!.email]);
    expect(test.wakeCalls()).toBeGreaterThan(0);
  });
});
