/** The German texts of the reviews (issue 38): form errors, refusals, and the page's fixed wording. */
export const reviewMessages = {
  stars: 'Bitte wählen Sie 1 bis 5 Sterne.',
  text: 'Bitte schreiben Sie ein paar Worte zu Ihrer Erfahrung.',
  textTooLong: 'Bitte fassen Sie sich etwas kürzer (höchstens 2000 Zeichen).',
  showName: 'Bitte geben Sie an, ob Ihr Name erscheinen darf.',
  status: 'Diesen Status gibt es nicht.',
  notFound: 'Diese Bewertung wurde nicht gefunden.',
  linkNotFound: 'Dieser Bewertungslink ist ungültig. Bitte prüfen Sie den Link aus unserer E-Mail.',
  linkExpired: 'Dieser Bewertungslink ist abgelaufen. Links zur Bewertung gelten 60 Tage.',
  nothingToDelete: 'Zu diesem Auftrag liegt keine Bewertung vor.',
  reply: 'Bitte schreiben Sie eine Antwort (höchstens 2000 Zeichen).',
  replyExists: 'Auf diese Bewertung wurde bereits geantwortet; die Antwort gibt es nur einmal.',
  nothingToReply: 'Auf eine Bewertung, die nicht veröffentlicht ist, kann nicht geantwortet werden.',
  reason: 'Bitte nennen Sie den Grund (10 bis 500 Zeichen); der Kunde bekommt ihn zu sehen.',
  notWithholdable: 'Nur eine geschriebene Bewertung kann zurückgehalten werden.',
  notPublishable: 'Nur eine Bewertung in Prüfung oder eine zurückgehaltene kann veröffentlicht werden.',
  orderNotFound: 'Dieser Auftrag wurde nicht gefunden.',
  noRecipient: 'Zu diesem Auftrag ist keine E-Mail-Adresse bekannt.',
  notCompleted: 'Eine Einladung zur Bewertung gibt es erst, wenn die Schlussrechnung vollständig bezahlt ist.',
  alreadyReviewed: 'Zu diesem Auftrag liegt bereits eine Bewertung vor.',
  rewrittenAfterWithholding: (reason: string) => `Geänderte Fassung einer zurückgehaltenen Bewertung (Grund damals: ${reason})`,
  submitted: 'Vielen Dank für Ihre Bewertung!',
  checking:
    'Ihre Bewertung wird kurz von uns geprüft (nur auf unzulässige Inhalte wie Beleidigungen oder Daten anderer Personen) und erscheint dann.',
  // The back office (screen "Bewertungen" and the order page).
  adminTitle: 'Bewertungen',
  adminLoadFailed: 'Die Bewertungen konnten nicht geladen werden.',
  adminEmpty: 'Keine Bewertungen in dieser Ansicht.',
  replyTitle: 'Öffentlich antworten',
  replyNote:
    'Die Antwort erscheint unter der Bewertung auf der Website und kann danach nicht geändert werden; es gibt nur eine. Ändert der Kunde Sterne oder Text, wird sie entfernt und Sie bekommen eine E-Mail.',
  replied: 'Antwort veröffentlicht.',
  withholdTitle: 'Bewertung zurückhalten',
  withholdNote:
    'Nur für unzulässige Inhalte (Beleidigungen, Daten anderer Personen, Werbung). Die Bewertung verschwindet von der Website; der Kunde sieht den Grund über seinen Link.',
  withheld: 'Bewertung zurückgehalten.',
  published: 'Bewertung veröffentlicht.',
  actionFailed: 'Das hat nicht geklappt. Bitte laden Sie die Liste neu.',
  inviteConfirm: (orderNumber: string) =>
    `Der Kunde von Auftrag ${orderNumber} bekommt eine E-Mail mit einem persönlichen Link zur Bewertung. Ein unbeantworteter früherer Link wird dabei ungültig.`,
  invited: 'Einladung zur Bewertung verschickt.',
  customerDeleteConfirm:
    'Ihre Bewertung wird sofort von der Website entfernt. Sie können danach eine neue schreiben, solange der Link gilt.',
  customerDeleted: 'Ihre Bewertung wurde gelöscht.',
  orderReviewLoadFailed: 'Die Bewertung zu diesem Auftrag konnte nicht geladen werden.',
} as const;
