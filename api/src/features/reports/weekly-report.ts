import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { enqueueMail, type OutgoingMail } from '../../platform/mail/outbox.ts';
import { staffDisplayName } from '../accounts/contract/staff-name.ts';
import { currentCompany } from '../settings/current-company.ts';
import { reportWeeks } from './report-weeks.ts';
import { weekFigures } from './weekly-figures.ts';
import { weeklyReportMail, type WeeklyReportContent } from './weekly-report-mail.ts';

/** Owners (role `admin`) still active who have not switched the report off in their profile. */
async function ownersWhoWantIt(db: Database) {
  return db
    .select({ email: users.email, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true), eq(users.weeklyReport, true)))
    .orderBy(users.id);
}

/** Last week's and the week before's figures, as the report of the week `now` falls in shows them. */
export async function weeklyReportContent(db: Database, siteUrl: string, now = Date.now()): Promise<WeeklyReportContent> {
  const weeks = reportWeeks(now);
  const [last, before] = [await weekFigures(db, weeks.last, now), await weekFigures(db, weeks.before, now)];
  return { brand: (await currentCompany(db)).brand, siteUrl, last, before };
}

/** One mail per owner who wants the report, each addressed by name. */
export async function weeklyReportMails(db: Database, siteUrl: string, now = Date.now()): Promise<OutgoingMail[]> {
  const content = await weeklyReportContent(db, siteUrl, now);
  const owners = await ownersWhoWantIt(db);
  return owners.map((owner) => weeklyReportMail(content, { email: owner.email, name: staffDisplayName(owner) }));
}

/** The report now, outside the Monday schedule and its lease (the route, the command line): answers how many went out. */
export async function enqueueWeeklyReports(db: Database, siteUrl: string, now = Date.now()): Promise<number> {
  const [first, ...rest] = (await weeklyReportMails(db, siteUrl, now)).map((mail) => enqueueMail(db, mail));
  if (first) await db.batch([first, ...rest]);
  return rest.length + (first ? 1 : 0);
}
