import { companySnapshot } from '../../settings/current-company.ts';
import type { OutgoingMail } from '../../../platform/mail/outbox.ts';
import { customerSignature } from '../../settings/signature.ts';
import { greeting } from '../../../shared/mail-greeting.ts';

/**
 * The link to the new address. It names no one: whoever typed the address may have typed it wrong, and
 * its owner learns nothing about the account but that nothing happens without a click.
 */
export function emailChangeConfirmationMail(recipient: string, link: string): OutgoingMail {
  return {
    topic: 'email-change-confirmation',
    recipient,
    subject: `Bitte bestätigen Sie Ihre neue E-Mail-Adresse – ${companySnapshot().brand}`,
    textBody: [
      greeting(),
      '',
      `diese Adresse wurde als neue E-Mail-Adresse eines Kundenkontos bei ${companySnapshot().brand} angegeben.`,
      'Bitte bestätigen Sie sie über diesen Link; er gilt 24 Stunden lang und nur einmal, und Sie melden sich',
      'dazu mit Ihrem Kundenkonto an:',
      '',
      link,
      '',
      'Haben Sie das nicht veranlasst, ignorieren Sie diese E-Mail einfach – ohne Bestätigung ändert sich',
      'nichts, und wir schreiben Ihnen nicht wieder.',
      '',
      customerSignature(),
    ].join('\n'),
  };
}

/** The notice to the address in use, so the account's owner hears of a change made by someone else. */
export function emailChangeNoticeMail(recipient: string, newEmail: string): OutgoingMail {
  return {
    topic: 'email-change-notice',
    recipient,
    subject: `Änderung Ihrer E-Mail-Adresse – ${companySnapshot().brand}`,
    textBody: [
      greeting(),
      '',
      `in Ihrem Kundenkonto wurde als neue E-Mail-Adresse ${newEmail} eingetragen. Wir haben dorthin`,
      'einen Bestätigungslink geschickt; erst wenn er geöffnet wird, gilt die neue Adresse. Bis dahin',
      'schreiben wir Ihnen weiter an diese Adresse.',
      '',
      `Waren Sie das nicht, melden Sie sich bitte bei uns: Telefon ${companySnapshot().phoneDisplay} oder ${companySnapshot().email}.`,
      '',
      customerSignature(),
    ].join('\n'),
  };
}

/**
 * To the old address of a staff account whose address was changed in the back-office profile (ADR 045):
 * the change needed the password, but whoever has it now gets the account's mail, so its owner must hear.
 */
export function staffEmailChangedMail(recipient: string, username: string, newEmail: string): OutgoingMail {
  return {
    topic: 'staff-email-changed',
    recipient,
    subject: `Ihre E-Mail-Adresse im Backoffice wurde geändert – ${companySnapshot().brand}`,
    textBody: [
      greeting(),
      '',
      `im Backoffice-Profil Ihres Kontos „${username}“ wurde die E-Mail-Adresse auf ${newEmail} geändert.`,
      'Mitteilungen, etwa zu neuen Anfragen, gehen ab jetzt dorthin; an diese Adresse schreiben wir nicht mehr.',
      '',
      'Waren Sie das nicht, kennt jemand Ihr Passwort: Sagen Sie bitte sofort dem Inhaber Bescheid, damit er',
      'Ihr Konto unter Einstellungen → Team deaktiviert, und setzen Sie danach ein neues Passwort.',
      '',
      customerSignature(),
    ].join('\n'),
  };
}

/**
 * The link that confirms the address an account was registered with (or asked for later in "Mein Konto"):
 * until it is opened, the account does not see the requests and messages sent under this address.
 */
export function emailConfirmationMail(recipient: string, link: string): OutgoingMail {
  return {
    topic: 'email-confirmation',
    recipient,
    subject: `Bitte bestätigen Sie Ihre E-Mail-Adresse – ${companySnapshot().brand}`,
    textBody: [
      greeting(),
      '',
      `mit dieser Adresse wurde ein Kundenkonto bei ${companySnapshot().brand} angelegt. Bitte bestätigen Sie sie über`,
      'diesen Link; er gilt 24 Stunden lang und nur einmal, und Sie melden sich dazu mit Ihrem Kundenkonto an.',
      'Danach sehen Sie in „Mein Konto“ auch die Anfragen und Nachrichten, die Sie uns unter dieser Adresse',
      'geschickt haben:',
      '',
      link,
      '',
      'Haben Sie kein Konto angelegt, ignorieren Sie diese E-Mail einfach – ohne Bestätigung sieht das Konto',
      'nichts von dem, was Sie uns geschrieben haben.',
      '',
      customerSignature(),
    ].join('\n'),
  };
}
