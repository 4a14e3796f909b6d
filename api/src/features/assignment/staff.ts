import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { roleMay, staffRoles, type Permission, type StaffRole } from '../accounts/contract/permissions.ts';
import { staffDisplayName } from '../accounts/contract/staff-name.ts';
import { assignmentMessages, type AssigneeJson, type StaffMemberJson } from './contract/assignment.ts';

/** staffDisplayName as SQL, for a record's `assignedTo` column: the list reads the name in the same query. */
export function assigneeNameSql(assignedTo: SQLWrapper): SQL<string | null> {
  return sql<
    string | null
  >`(select coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username}) from ${users} where ${users.id} = ${assignedTo})`;
}

export function assigneeJson(row: { assignedTo: number | null; assigneeName?: string | null }): AssigneeJson | null {
  return row.assignedTo === null ? null : { id: row.assignedTo, name: row.assigneeName ?? '' };
}

/** Every active staff account, by name: the people a record can be given to. */
export async function listActiveStaff(db: Database): Promise<StaffMemberJson[]> {
  const rows = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(and(inArray(users.role, [...staffRoles]), eq(users.active, true)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((row) => ({ id: row.id, name: staffDisplayName(row), role: row.role as StaffRole }));
}

export interface StaffPerson {
  id: number;
  name: string;
  email: string;
  username: string;
  role: StaffRole;
  active: boolean;
}

export async function findStaffPerson(db: Database, id: number): Promise<StaffPerson | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row || !(staffRoles as readonly string[]).includes(row.role)) return undefined;
  return {
    id: row.id,
    name: staffDisplayName(row),
    email: row.email,
    username: row.username,
    role: row.role as StaffRole,
    active: row.active,
  };
}

/**
 * The person a record may be given to: an active staff member whose role may work on that kind of
 * record (a Katalog person cannot look after a lead). Anything else is a German 400.
 */
export async function assignablePerson(db: Database, id: number, permission: Permission, records: string): Promise<StaffPerson> {
  const person = await findStaffPerson(db, id);
  if (!person) fail(400, assignmentMessages.notStaff);
  if (!person.active) fail(400, assignmentMessages.inactive);
  if (!roleMay(person.role, permission)) fail(400, assignmentMessages.notAllowed(person.name, records));
  return person;
}

/** The lists' filter `assigned`: the signed-in person's records, or nobody's. */
export function assignedCondition(column: SQLWrapper, assigned: 'me' | 'none' | undefined, viewerId: number | undefined): SQL | undefined {
  if (assigned === 'none') return sql`${column} is null`;
  if (assigned === 'me') return sql`${column} = ${viewerId ?? 0}`;
  return undefined;
}
