import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { insertWhen } from '../../platform/db/insert-when.ts';
import { teamInvitations, users } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { hashPassword } from '../accounts/password.ts';
import { newToken, tokenHash } from '../accounts/tokens.ts';
import { findUserByLogin, takenIdentifiers, type UserRow } from '../accounts/users.ts';
import { accountMessages } from '../accounts/contract/account-messages.ts';
import { teamInvitationMail } from './mails/team-invitation-mail.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import {
  roleKey,
  staffRoleLabels,
  teamMessages,
  type InvitationAcceptInput,
  type InvitationInput,
  type TeamInvitationJson,
} from './contract/team.ts';

const INVITATION_LIFETIME_MS = 72 * 60 * 60 * 1000;

export interface InvitationDependencies {
  db: Database;
  siteUrl: string;
  wakeMailer: () => void;
}

/** The invited person's page; the token rides in the query so the page can be prerendered. */
const invitationLink = (siteUrl: string, token: string) => new URL(`/team/einladung?token=${encodeURIComponent(token)}`, siteUrl).href;

/**
 * Invites a person: a random token (256 bits) of which only the SHA-256 is kept, valid 72 hours. A
 * second invitation to the same address replaces the open one, so only the newest mail works. The
 * mail goes into the outbox in the invitation's own batch.
 */
export async function inviteMember(
  { db, siteUrl, wakeMailer }: InvitationDependencies,
  { email, role }: InvitationInput,
  invitedBy: StaffActor,
  now = new Date(),
): Promise<TeamInvitationJson> {
  if ((await takenIdentifiers(db, { email })).email) fail(409, teamMessages.emailHasAccount);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS);
  const roleLabel = staffRoleLabels[role];
  const [, inserted] = await db.batch([
    db.delete(teamInvitations).where(and(sql`lower(${teamInvitations.email}) = ${email.toLowerCase()}`, isNull(teamInvitations.usedAt))),
    db
      .insert(teamInvitations)
      .values({ email, role, tokenHash: tokenHash(token), invitedBy: invitedBy.username, expiresAt, createdAt: now })
      .returning({ id: teamInvitations.id }),
    enqueueMail(db, teamInvitationMail(email, roleLabel, invitationLink(siteUrl, token), invitedBy)),
  ]);
  wakeMailer();
  return { id: inserted[0]!.id, email, role: roleKey(role), roleLabel, expiresAt: expiresAt.toISOString() };
}

/**
 * The invited person sets up their account: unknown tokens 404, used or expired ones 410, a taken
 * username 409 (as at registration). The account and the invitation's use are one batch, both on the
 * condition that the invitation is still usable, so a link works exactly once.
 */
/** Creates the invited person's account and answers it, so the route can sign them in at once. */
export async function acceptInvitation(db: Database, token: string, input: InvitationAcceptInput, now = new Date()): Promise<UserRow> {
  // Hashed first, as at registration: every answer after the lookup takes about as long.
  const passwordHash = await hashPassword(input.password);
  const [invitation] = await db
    .select()
    .from(teamInvitations)
    .where(eq(teamInvitations.tokenHash, tokenHash(token)));
  if (!invitation) fail(404, teamMessages.invitationNotFound);
  if (invitation.usedAt) fail(410, teamMessages.invitationUsed);
  if (invitation.expiresAt.getTime() <= now.getTime()) fail(410, teamMessages.invitationExpired);

  const taken = await takenIdentifiers(db, { username: input.username, email: invitation.email });
  if (taken.username) fail(409, accountMessages.usernameTaken);
  if (taken.email) fail(409, teamMessages.emailHasAccount);

  const usable = and(eq(teamInvitations.id, invitation.id), isNull(teamInvitations.usedAt), gt(teamInvitations.expiresAt, now));
  const stillUsable = sql`exists (select 1 from ${teamInvitations} where ${usable})`;
  let claimed: { id: number }[];
  try {
    [, claimed] = await db.batch([
      insertWhen(
        db,
        users,
        {
          username: input.username,
          email: invitation.email,
          passwordHash,
          role: invitation.role,
          firstName: input.firstName,
          lastName: input.lastName,
        },
        stillUsable,
      ),
      db.update(teamInvitations).set({ usedAt: now }).where(usable).returning({ id: teamInvitations.id }),
    ]);
  } catch (error) {
    // Someone took the name or address between the check and the batch: the unique indexes refused it.
    const takenMeanwhile = await takenIdentifiers(db, { username: input.username, email: invitation.email });
    if (takenMeanwhile.username) fail(409, accountMessages.usernameTaken);
    if (takenMeanwhile.email) fail(409, teamMessages.emailHasAccount);
    throw error;
  }
  // Used by a request that came a moment earlier.
  if (claimed.length === 0) fail(410, teamMessages.invitationUsed);
  return (await findUserByLogin(db, input.username))!;
}
