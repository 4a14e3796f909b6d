import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { leadHistory, leads, orders, quotes } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import type { SessionUser } from '../accounts/session.ts';
import type { Permission } from '../accounts/contract/permissions.ts';
import { quoteNumberLabel } from '../documents/contract/numbers.ts';
import { assignableRecordLabels, assignmentMessages, type AssignableRecord, type AssigneeJson } from './contract/assignment.ts';
import { assignmentMail } from './mails.ts';
import { assignablePerson, type StaffPerson } from './staff.ts';
import { staffDisplayName } from '../accounts/contract/staff-name.ts';

export interface AssignmentDependencies {
  db: Database;
  siteUrl: string;
  wakeMailer: () => void;
}

/** What an assignment needs to know of a record: its current person and what the office calls it. */
interface Found {
  assignedTo: number | null;
  label: string;
}

const kinds = {
  lead: {
    table: leads,
    permission: 'leads.write',
    notFound: assignmentMessages.notFound.lead,
    find: async (db: Database, id: number): Promise<Found | undefined> =>
      (await db.select({ assignedTo: leads.assignedTo, label: leads.reference }).from(leads).where(eq(leads.id, id)))[0],
  },
  quote: {
    table: quotes,
    permission: 'quotes',
    notFound: assignmentMessages.notFound.quote,
    find: async (db: Database, id: number): Promise<Found | undefined> => {
      const [row] = await db
        .select({ assignedTo: quotes.assignedTo, number: quotes.number, version: quotes.version })
        .from(quotes)
        .where(eq(quotes.id, id));
      return row && { assignedTo: row.assignedTo, label: quoteNumberLabel(row) };
    },
  },
  order: {
    table: orders,
    permission: 'orders',
    notFound: assignmentMessages.notFound.order,
    find: async (db: Database, id: number): Promise<Found | undefined> =>
      (await db.select({ assignedTo: orders.assignedTo, label: orders.orderNumber }).from(orders).where(eq(orders.id, id)))[0],
  },
} satisfies Record<AssignableRecord, { permission: Permission; [key: string]: unknown }>;

/**
 * Gives a lead, quote or order to a person in the office, or takes it away (userId null). The change, the
 * lead's history line and the mail to the new person are one batch. No mail when someone takes a record
 * themselves; nothing at all when the person stays the same.
 */
export async function assignRecord(
  { db, siteUrl, wakeMailer }: AssignmentDependencies,
  kind: AssignableRecord,
  id: number,
  userId: number | null,
  actor: SessionUser,
  now = new Date(),
): Promise<{ id: number; assignee: AssigneeJson | null }> {
  const definition = kinds[kind];
  const record = await definition.find(db, id);
  if (!record) fail(404, definition.notFound);
  const person: StaffPerson | null =
    userId === null ? null : await assignablePerson(db, userId, definition.permission, assignableRecordLabels[kind].these);
  const assignee = person && { id: person.id, name: person.name };
  if (record.assignedTo === userId) return { id, assignee };

  const actorPerson = { username: actor.username, name: staffDisplayName(actor) };
  const mailsAssignee = person !== null && person.id !== actor.id;
  await db.batch([
    db.update(definition.table).set({ assignedTo: userId, updatedAt: now }).where(eq(definition.table.id, id)),
    ...(kind === 'lead'
      ? [
          db.insert(leadHistory).values({
            leadId: id,
            at: now,
            by: actor.username,
            kind: 'assigned' as const,
            text: person ? assignmentMessages.assignedTo(person.name) : assignmentMessages.unassigned,
          }),
        ]
      : []),
    ...(mailsAssignee ? [enqueueMail(db, assignmentMail({ kind, id, label: record.label }, person, actorPerson, siteUrl))] : []),
  ]);
  if (mailsAssignee) wakeMailer();
  return { id, assignee };
}
