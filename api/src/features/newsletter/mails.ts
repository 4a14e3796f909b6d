import { companySnapshot } from '../settings/current-company.ts';
import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import { customerSignature } from '../settings/signature.ts';
import { greeting } from '../../shared/mail-greeting.ts';

/** The double opt-in mail: the confirmation link, and (as in every newsletter mail) the way out. */
export function newsletterConfirmationMail(recipient: string, confirmLink: string, unsubscribeLink: string): OutgoingMail {
  return {
    topic: 'newsletter-confirmation',
    recipient,
    subject: `Bitte bestätigen Sie Ihre Newsletter-Anmeldung – ${companySnapshot().brand}`,
    textBody: [
      greeting(),
      '',
      `Sie möchten den Newsletter von ${companySnapshot().brand} erhalten: Tipps rund um Fenster, Türen und Fördermittel,`,
      'etwa einmal im Monat. Bitte bestätigen Sie Ihre Anmeldung über diesen Link (sieben Tage gültig):',
      '',
      confirmLink,
      '',
      'Haben Sie sich nicht angemeldet, ignorieren Sie diese E-Mail einfach – ohne Bestätigung erhalten Sie nichts.',
      '',
      customerSignature(),
      '',
      `Abmelden: ${unsubscribeLink}`,
    ].join('\n'),
  };
}
