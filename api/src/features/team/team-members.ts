import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { teamInvitations, users } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { endAccountSessions } from '../accounts/session.ts';
import {
  roleKey,
  staffRoleLabels,
  teamMessages,
  type MemberUpdate,
  type StaffRole,
  type TeamJson,
  type TeamMemberJson,
} from './contract/team.ts';

type UserRow = typeof users.$inferSelect;

/** Every account that is not a customer's is staff. */
const isStaff = (role: string) => role !== 'customer';

function memberJson(row: UserRow): TeamMemberJson {
  const role = row.role as StaffRole;
  return {
    id: row.id,
    username: row.username,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    role: roleKey(role),
    roleLabel: staffRoleLabels[role],
    active: row.active,
    twoFactor: row.totpKey !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The staff accounts, oldest first, and the invitations that can still be used. */
export async function listTeam(db: Database, now = new Date()): Promise<TeamJson> {
  const [members, invitations] = await Promise.all([
    db.select().from(users).where(ne(users.role, 'customer')).orderBy(asc(users.createdAt), asc(users.id)),
    db
      .select()
      .from(teamInvitations)
      .where(and(isNull(teamInvitations.usedAt), gt(teamInvitations.expiresAt, now)))
      .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.id)),
  ]);
  return {
    members: members.map(memberJson),
    invitations: invitations.map((invitation) => {
      const role = invitation.role as StaffRole;
      return {
        id: invitation.id,
        email: invitation.email,
        role: roleKey(role),
        roleLabel: staffRoleLabels[role],
        expiresAt: invitation.expiresAt.toISOString(),
      };
    }),
  };
}

/**
 * Changes a person's role and whether they may sign in. Deactivating ends all their sessions in the
 * same batch. Taking the owner role from the last active owner, or deactivating them, is refused: the
 * condition sits in the statements themselves, so two owners demoting each other at once cannot both win.
 */
export async function updateMember(db: Database, id: number, update: MemberUpdate): Promise<TeamMemberJson> {
  const [current] = await db.select().from(users).where(eq(users.id, id));
  if (!current || !isStaff(current.role)) fail(404, teamMessages.notFound);

  const role = update.role ?? (current.role as StaffRole);
  const active = update.active ?? current.active;
  const removesOwner = current.role === 'admin' && current.active && (role !== 'admin' || !active);
  const anotherOwner = sql`exists (select 1 from ${users} as other where other.role = 'admin' and other.active = 1 and other.id <> ${id})`;
  const allowed = removesOwner ? anotherOwner : sql`1`;

  const [, updated] = await db.batch([
    // Sessions first, under the same condition: the update after it must not have run yet for the check to match.
    endAccountSessions(db, id, { onlyIf: active ? sql`0` : allowed }),
    db
      .update(users)
      // Until the staff roles are in the schema's list, the stored role is typed as one of it.
      .set({ role, active })
      .where(and(eq(users.id, id), allowed))
      .returning(),
  ]);
  if (updated.length === 0) fail(409, teamMessages.lastOwner);
  return memberJson(updated[0]!);
}
