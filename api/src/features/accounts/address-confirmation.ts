import type { Database } from '../../platform/db/client.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { pendingEmailStatement } from './email-change.ts';
import { emailConfirmationMail } from './mails/email-change-mails.ts';

/**
 * The statements that mail the account's own address a confirmation link: the same one-time link as a
 * changed address (email_changes, only its SHA-256 kept, 24 hours, bound to the account's session), whose
 * target is the address the account already has. Opening it marks the address confirmed
 * (email-change.ts, email-confirmed.ts).
 */
export function addressConfirmationStatements(db: Database, siteUrl: string, account: { id: number; email: string }) {
  const { token, statement } = pendingEmailStatement(db, account.id, account.email);
  const link = new URL(`/customer/email-bestaetigen?token=${encodeURIComponent(token)}`, siteUrl).href;
  return [statement, enqueueMail(db, emailConfirmationMail(account.email, link))] as const;
}
