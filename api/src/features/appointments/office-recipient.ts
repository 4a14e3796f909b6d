import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { notificationRecipient } from '../settings/current-company.ts';

/**
 * Who in the office hears of an appointment: the person the lead or order is assigned to, else the
 * notification address everyone in the office reads (issue 21's rule for the records' news). That address is
 * the one of Einstellungen → Firma, as for every other notification; `notifyEmail` (NOTIFY_EMAIL) only
 * while none is saved (issue 47: the start-up default had got the copies and the customers' replies).
 */
export async function officeEmailFor(db: Database, assignedTo: number | null, notifyEmail: string): Promise<string> {
  const office = notificationRecipient(notifyEmail);
  if (assignedTo === null) return office;
  const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, assignedTo));
  return person?.email ?? office;
}
