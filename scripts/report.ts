/**
 * npm run report -- weekly [--dry-run]: the owner's weekly report (ADR 069) of the week before today.
 *
 *   npm run report -- weekly             puts the report into the outbox for every owner who wants it; the
 *                                        running server's sender delivers it
 *   npm run report -- weekly --dry-run   prints the mails instead and sends nothing
 *
 * It reads the same environment as the server (DATABASE_URL, PUBLIC_SITE_URL …), like npm run admin.
 */
import { configOrExit } from './config-or-exit.ts';
import { reportMessages } from '../api/src/features/reports/contract/report-messages.ts';
import { enqueueWeeklyReports, weeklyReportContent, weeklyReportMails } from '../api/src/features/reports/weekly-report.ts';
import { weeklyReportMail } from '../api/src/features/reports/weekly-report-mail.ts';
import { openDatabase } from '../api/src/platform/db/client.ts';
import { applyMigrations } from '../api/src/platform/db/migrate.ts';

const [command, ...flags] = process.argv.slice(2);
if (command !== 'weekly' || flags.some((flag) => flag !== '--dry-run')) {
  console.error(reportMessages.usage);
  process.exit(2);
}
const dryRun = flags.includes('--dry-run');

const config = configOrExit();

const db = await openDatabase({ url: config.DATABASE_URL, authToken: config.DATABASE_AUTH_TOKEN });
try {
  await applyMigrations(db);
  if (dryRun) {
    const mails = await weeklyReportMails(db, config.PUBLIC_SITE_URL);
    if (mails.length === 0) {
      console.log(reportMessages.dryRunNobody);
      mails.push(weeklyReportMail(await weeklyReportContent(db, config.PUBLIC_SITE_URL), { email: '–', name: 'Inhaber' }));
    }
    for (const mail of mails) console.log(`An: ${mail.recipient}\nBetreff: ${mail.subject}\n\n${mail.textBody}\n`);
  } else {
    console.log(reportMessages.sent(await enqueueWeeklyReports(db, config.PUBLIC_SITE_URL)));
  }
} finally {
  db.$client.close();
}
