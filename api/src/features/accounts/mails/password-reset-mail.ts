import { companySnapshot } from '../../settings/current-company.ts';
import type { OutgoingMail } from '../../../platform/mail/outbox.ts';
import { customerSignature } from '../../settings/signature.ts';
import { greeting } from '../../../shared/mail-greeting.ts';

/** The reset link for an admin account, valid for one hour. */
export function passwordResetMail(recipient: string, username: string, link: string): OutgoingMail {
  return {
    topic: 'password-reset',
    recipient,
    subject: `Passwort zurücksetzen – ${companySnapshot().brand}`,
    textBody: [
      greeting(),
      '',
      `für das Konto „${username}“ wurde das Zurücksetzen des Passworts angefordert. Über diesen Link`,
      'vergeben Sie ein neues Passwort; er gilt eine Stunde lang und nur einmal:',
      '',
      link,
      '',
      'Haben Sie das nicht angefordert, können Sie diese E-Mail ignorieren – Ihr Passwort bleibt unverändert.',
      '',
      customerSignature(),
    ].join('\n'),
  };
}
