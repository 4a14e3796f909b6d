import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';

/**
 * Who in the office hears of an appointment: the person the lead or order is assigned to, else the
 * notification address everyone in the office reads (issue 21's rule for the records' news).
 */
export async function officeEmailFor(db: Database, assignedTo: number | null, notifyEmail: string): Promise<string> {
  if (assignedTo === null) return notifyEmail;
  const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, assignedTo));
  return person?.email ?? notifyEmail;
}
