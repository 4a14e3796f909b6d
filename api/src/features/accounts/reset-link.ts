import { isStaffRole } from './contract/permissions.ts';
import type { Database } from '../../platform/db/client.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { passwordResetMail } from './mails/password-reset-mail.ts';
import { accountMessages, type ResetAudience } from './contract/accounts.ts';
import { createResetToken } from './password-reset.ts';
import { findUserByLogin } from './users.ts';

/**
 * Who asks for a reset link where: administrators at /admin/forgot-password (the back office's own
 * texts), customers at /passwort-vergessen (ADR 032). Each page's link opens the page of its own kind;
 * a request on the other kind's page sends nothing, with the same answer.
 */
const RESET_PAGES: Record<ResetAudience, string> = { admin: '/admin/reset-password', customer: '/passwort-zuruecksetzen' };

/** Requests for a link and new passwords per client address: 5 in 15 minutes. */
export const RESET_PER_ADDRESS = {
  bucket: 'password-reset',
  limit: 5,
  windowMs: 15 * 60 * 1000,
  message: accountMessages.tooManyResets,
};

export interface ResetLinkDependencies {
  db: Database;
  siteUrl: string;
  wakeMailer: () => void;
}

/** Mails a one-hour reset link to the account with this name or address, if it is of the audience's kind. */
export async function sendResetLink({ db, siteUrl, wakeMailer }: ResetLinkDependencies, login: string, audience: ResetAudience) {
  const user = await findUserByLogin(db, login);
  // Staff accounts reset in the back office's pages, customers in theirs; a deactivated account gets no
  // link (ADR 045), and the answer stays the same, so it tells nobody the account is deactivated.
  if (!user || !user.active || isStaffRole(user.role) !== (audience === 'admin')) return;
  const token = await createResetToken(db, user.id);
  const link = new URL(`${RESET_PAGES[audience]}?token=${encodeURIComponent(token)}`, siteUrl).href;
  await enqueueMail(db, passwordResetMail(user.email, user.username, link));
  wakeMailer();
}
