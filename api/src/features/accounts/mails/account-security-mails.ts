import { companySnapshot } from '../../settings/current-company.ts';
import type { OutgoingMail } from '../../../platform/mail/outbox.ts';
import { customerSignature } from '../../settings/signature.ts';
import { greeting } from '../../../shared/mail-greeting.ts';

/**
 * To an account's owner, once per attack window (ADR 031): many wrong passwords from many places, and
 * the account's login is braked. It names no address and no count: the profile shows the count.
 */
export function loginAttackWarningMail(recipient: string, username: string): OutgoingMail {
  return {
    topic: 'login-attack-warning',
    recipient,
    subject: `Ungewöhnlich viele fehlgeschlagene Anmeldungen – ${companySnapshot().brand}`,
    textBody: [
      greeting(),
      '',
      `bei Ihrem Konto „${username}“ wurde in der letzten Stunde ungewöhnlich oft ein falsches Passwort`,
      'eingegeben, von vielen verschiedenen Stellen aus. Das sieht nach einem automatischen Rateversuch aus.',
      '',
      'Wir haben die Anmeldung zu Ihrem Konto deshalb vorübergehend gebremst: Aus Netzen, über die Sie sich',
      'schon bei uns angemeldet haben (etwa im Büro oder zu Hause), melden Sie sich wie gewohnt an; von',
      'anderswo geht es nach spätestens einer Stunde wieder.',
      '',
      'Ein langes Passwort, das Sie nirgends sonst verwenden, schützt Ihr Konto am besten. Waren Sie es',
      'selbst, der sich mehrfach vertippt hat, können Sie diese E-Mail ignorieren.',
      '',
      customerSignature(),
    ].join('\n'),
  };
}

/**
 * To an account's owner, once per window (ADR 045): more than ten wrong second-factor codes in an hour.
 * Whoever typed them knew the password, so the mail asks for a new one; the code step is braked meanwhile.
 */
export function codeGuessingWarningMail(recipient: string, username: string): OutgoingMail {
  return {
    topic: 'two-factor-guessing-warning',
    recipient,
    subject: `Falsche Bestätigungscodes bei Ihrem Konto – ${companySnapshot().brand}`,
    textBody: [
      greeting(),
      '',
      `bei Ihrem Konto „${username}“ wurden in der letzten Stunde mehr als zehn falsche Bestätigungscodes`,
      'der Zwei-Faktor-Anmeldung eingegeben. Dazu musste vorher Ihr Passwort richtig eingegeben werden.',
      '',
      'Wir haben die Code-Eingabe für Ihr Konto deshalb für den Rest der Stunde gesperrt. Waren Sie das',
      'nicht, kennt vermutlich jemand Ihr Passwort: Bitte ändern Sie es sofort in Ihrem Profil und sagen Sie',
      'dem Inhaber Bescheid. Haben Sie sich selbst vertippt, können Sie diese E-Mail ignorieren.',
      '',
      customerSignature(),
    ].join('\n'),
  };
}

/**
 * To the owner of an address that someone tried to register again (ADR 031). The registration answered
 * as for a new address, so only the address's owner learns that an account exists.
 */
export function registrationAttemptMail(recipient: string, username: string, loginLink: string, resetLink: string): OutgoingMail {
  return {
    topic: 'registration-attempt',
    recipient,
    subject: `Registrierung mit Ihrer E-Mail-Adresse – ${companySnapshot().brand}`,
    textBody: [
      greeting(),
      '',
      `jemand wollte mit Ihrer E-Mail-Adresse ein neues Konto bei ${companySnapshot().brand} anlegen. Zu dieser Adresse`,
      `gibt es aber schon ein Konto, mit dem Benutzernamen „${username}“; ein zweites haben wir nicht angelegt.`,
      '',
      'Waren Sie das? Dann melden Sie sich einfach mit Ihrem bestehenden Konto an:',
      '',
      loginLink,
      '',
      'Passwort vergessen? Hier können Sie ein neues vergeben:',
      '',
      resetLink,
      '',
      'Waren Sie es nicht, können Sie diese E-Mail ignorieren – an Ihrem Konto hat sich nichts geändert.',
      '',
      customerSignature(),
    ].join('\n'),
  };
}
