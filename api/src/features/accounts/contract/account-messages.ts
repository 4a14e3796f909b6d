/**
 * Every German text of the login, registration, reset and profile screens and their API answers.
 * Without zod, so the content pages' header can use it too.
 */
export const accountMessages = {
  usernameRequired: 'Bitte geben Sie Ihren Benutzernamen ein.',
  passwordRequired: 'Bitte geben Sie Ihr Passwort ein.',
  loginFailedTitle: 'Login fehlgeschlagen',
  loginFailed: 'Benutzername oder Passwort falsch',
  accountDeactivated: 'Dieses Konto ist deaktiviert. Bitte wenden Sie sich an den Inhaber.',
  tooManyLogins: 'Zu viele Anmeldeversuche. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.',
  accountUnderAttack:
    'Zu viele fehlgeschlagene Anmeldeversuche bei diesem Konto. Aus einem Netz, über das Sie sich hier schon angemeldet haben (etwa im Büro oder zu Hause), geht es weiter; sonst versuchen Sie es bitte in einer Stunde erneut.',
  failedLoginsLastDay: 'Fehlgeschlagene Anmeldungen (letzte 24 Stunden)',
  passwordsDiffer: 'Passwörter stimmen nicht überein',
  passwordTooShortTitle: 'Passwort zu kurz',
  passwordTooShort: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
  registrationPasswordTooShort: 'Passwort muss mindestens 6 Zeichen lang sein',
  passwordTooLong: 'Das Passwort darf höchstens 128 Zeichen lang sein.',
  firstNameRequired: 'Vorname ist erforderlich',
  lastNameRequired: 'Nachname ist erforderlich',
  emailRequired: 'E-Mail ist erforderlich',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  adminEmailInvalid: 'Ungültige E-Mail-Adresse',
  username: 'Der Benutzername muss 3–50 Zeichen lang sein und darf nur Buchstaben, Ziffern, Punkt, Unter- und Bindestrich enthalten.',
  usernameTaken: 'Dieser Benutzername ist bereits vergeben.',
  emailTaken: 'Diese E-Mail-Adresse ist bereits registriert.',
  registeredTitle: 'Registrierung erfolgreich',
  // The same for a new address and one that has an account already (ADR 031): the owner of a taken one gets a mail.
  registered:
    'Vielen Dank! Ist Ihre E-Mail-Adresse neu bei uns, ist Ihr Konto jetzt angelegt und Sie können sich anmelden. Hat sie schon ein Konto, haben wir Ihnen eine E-Mail geschickt, wie Sie hineinkommen.',
  registeredAndLoggedIn:
    'Ihr Konto ist angelegt und Sie sind angemeldet. Wir haben Ihnen einen Link geschickt, mit dem Sie Ihre E-Mail-Adresse bestätigen.',
  registrationFailedTitle: 'Registrierung fehlgeschlagen',
  registrationFailed: 'Ein Fehler ist aufgetreten',
  forgotSentTitle: 'E-Mail gesendet',
  forgotSent: 'Falls ein Admin-Konto mit diesem Benutzernamen existiert, wurde eine E-Mail zum Zurücksetzen des Passworts gesendet.',
  customerForgotSent:
    'Falls es ein Kundenkonto mit diesem Benutzernamen oder dieser E-Mail-Adresse gibt, haben wir eine E-Mail mit einem Link zum Zurücksetzen des Passworts gesendet.',
  forgotFailedTitle: 'Fehler',
  forgotFailed: 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  resetDoneTitle: 'Passwort erfolgreich zurückgesetzt',
  resetDone: 'Sie können sich jetzt mit Ihrem neuen Passwort anmelden.',
  resetFailedTitle: 'Fehler beim Zurücksetzen',
  resetFailed: 'Der Reset-Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  invalidLinkTitle: 'Ungültiger Link',
  invalidLink: 'Der Reset-Link ist ungültig oder abgelaufen.',
  tooManyResets: 'Zu viele Anfragen. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.',
  loadFailed: 'Daten konnten nicht geladen werden',
  profileSavedTitle: 'Profil aktualisiert',
  profileSaved: 'Ihre Daten wurden erfolgreich gespeichert',
  profileFailed: 'Profil konnte nicht aktualisiert werden',
  loggedOut: 'Abgemeldet',
  sessionExpiredTitle: 'Session abgelaufen',
  sessionExpired: 'Bitte melden Sie sich erneut an.',
  currentPasswordRequired: 'Aktuelles Passwort ist erforderlich',
  currentPasswordWrong: 'Das aktuelle Passwort ist nicht korrekt.',
  newPasswordTooShort: 'Neues Passwort muss mindestens 6 Zeichen lang sein',
  adminProfileLoadFailed: 'Profil konnte nicht geladen werden',
  adminProfileSaved: 'Profil wurde erfolgreich aktualisiert',
  adminProfileFailed: 'Profil konnte nicht aktualisiert werden',
  emailChangeSentTitle: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
  emailChangeSent: (email: string) =>
    `Bestätigungslink an ${email} gesendet. Bis Sie ihn öffnen, bleibt Ihre bisherige E-Mail-Adresse gültig.`,
  emailChangePending: (email: string) => `Bestätigungslink an ${email} gesendet. Die neue Adresse gilt, sobald Sie den Link öffnen.`,
  staffEmailInBackOffice:
    'Die E-Mail-Adresse eines Backoffice-Kontos ändern Sie im Profil des Backoffice, mit Ihrem aktuellen Passwort.',
  tooManyEmailChanges: 'Zu viele Änderungen der E-Mail-Adresse in kurzer Zeit. Bitte versuchen Sie es in einer Stunde erneut.',
  emailConfirming: 'Ihre E-Mail-Adresse wird bestätigt …',
  emailConfirmed: 'Ihre neue E-Mail-Adresse ist bestätigt und gilt ab sofort.',
  emailConfirmFailed:
    'Der Bestätigungslink ist ungültig, abgelaufen oder schon benutzt. Bitte ändern Sie Ihre E-Mail-Adresse im Profil erneut.',
  addressConfirmed: 'Ihre E-Mail-Adresse ist bestätigt. In „Mein Konto“ sehen Sie jetzt auch Ihre Anfragen und Nachrichten.',
  addressConfirmationSent: (email: string) =>
    `Bestätigungslink an ${email} gesendet. Sobald Sie ihn öffnen, sehen Sie hier auch Ihre Anfragen und Nachrichten.`,
  addressAlreadyConfirmed: 'Ihre E-Mail-Adresse ist bereits bestätigt.',
  addressConfirmationFailed: 'Der Bestätigungslink konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
} as const;
