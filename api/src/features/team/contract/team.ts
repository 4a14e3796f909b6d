import { newPassword, username } from '../../accounts/contract/accounts.ts';
import { accountMessages } from '../../accounts/contract/account-messages.ts';
import { emailAddress, recordNumber, requiredText } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';
import { teamMessages as m } from './team-messages.ts';

/**
 * The team's contract (Einstellungen → Team): the staff roles with their German labels, the requests of
 * the owner's screen and the invited person's page, and what the API answers.
 */

export { teamMessages } from './team-messages.ts';

import type { StaffRole } from '../../accounts/contract/permissions.ts';

/** The keys the API speaks: the owner is 'inhaber' there, stored as 'admin'. */
export const teamRoleKeys = ['inhaber', 'vertrieb', 'buero', 'katalog'] as const;
export type TeamRoleKey = (typeof teamRoleKeys)[number];

export { staffRoleLabels, type StaffRole } from '../../accounts/contract/permissions.ts';

export const storedRole = (key: TeamRoleKey): StaffRole => (key === 'inhaber' ? 'admin' : key);
export const roleKey = (role: StaffRole): TeamRoleKey => (role === 'admin' ? 'inhaber' : role);

/** A role in a request: the team's keys, and 'admin' too (the stored key of the owner), mapped to the stored one. */
const roleField = z.pipe(
  z.enum([...teamRoleKeys, 'admin'], { error: m.role }),
  z.transform((key): StaffRole => (key === 'admin' ? 'admin' : storedRole(key))),
);

/** POST /api/admin/team/invitations */
export const invitationSchema = z.object({ email: emailAddress(m.email), role: roleField });
export type InvitationInput = z.output<typeof invitationSchema>;

/** PUT /api/admin/team/{id}: the role, whether the account is active, or both. */
export const memberUpdateSchema = z
  .object({ role: z.optional(roleField), active: z.optional(z.boolean({ error: m.active })) })
  .check(z.refine((update) => update.role !== undefined || update.active !== undefined, { error: m.nothingToChange, path: ['role'] }));
export type MemberUpdate = z.output<typeof memberUpdateSchema>;

export const memberIdParamSchema = z.object({ id: recordNumber(m.id) });

/** POST /api/team/invitations/{token}: the registration's rules for username and password. */
export const invitationAcceptSchema = z.object({
  username,
  password: newPassword(accountMessages.registrationPasswordTooShort),
  firstName: requiredText(accountMessages.firstNameRequired),
  lastName: requiredText(accountMessages.lastNameRequired),
});
export type InvitationAcceptInput = z.output<typeof invitationAcceptSchema>;

/** The invited person's form: the request plus the confirmation, which must match. */
export const invitationAcceptFormSchema = z.extend(invitationAcceptSchema, { passwordConfirm: z.string() }).check((context) => {
  if (context.value.password !== context.value.passwordConfirm) {
    context.issues.push({ code: 'custom', message: accountMessages.passwordsDiffer, path: ['passwordConfirm'], input: context.value });
  }
});

export const invitationTokenParamSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

export interface TeamMemberJson {
  id: number;
  username: string;
  name: string;
  email: string;
  /** The API's key ('inhaber' for the owner) and its German label. */
  role: TeamRoleKey;
  roleLabel: string;
  active: boolean;
  /** Two-factor sign-in is set up (the key itself never leaves the server). */
  twoFactor: boolean;
  createdAt: string;
}

export interface TeamInvitationJson {
  id: number;
  email: string;
  role: TeamRoleKey;
  roleLabel: string;
  expiresAt: string;
}

export interface TeamJson {
  members: TeamMemberJson[];
  invitations: TeamInvitationJson[];
}
