import { apiMessages } from '../../../shared/messages.ts';
/**
 * Every German text of the lead inbox, its API answers and the privacy requests (where it is silent, saying what happens and what will be lost).
 */
export const inboxMessages = {
  statusUpdatedTitle: 'Status aktualisiert',
  statusUpdated: 'Der Lead-Status wurde erfolgreich geändert.',
  statusFailed: 'Der Status konnte nicht aktualisiert werden.',
  deleteConfirm: 'Sind Sie sicher, dass Sie diesen Lead löschen möchten? Diese Aktion kann nicht rückgängig gemacht werden.',
  deletedTitle: 'Lead gelöscht',
  deleteFailed: 'Der Lead konnte nicht gelöscht werden.',
  bulkDeleteConfirm: (count: number) =>
    `Sind Sie sicher, dass Sie ${count} ${count === 1 ? 'Eintrag' : 'Einträge'} löschen möchten? Diese Aktion kann nicht rückgängig gemacht werden.`,
  bulkDeletedTitle: (count: number) => `${count} ${count === 1 ? 'Eintrag' : 'Einträge'} gelöscht`,
  bulkStatusTitle: (count: number) => `Status von ${count} ${count === 1 ? 'Eintrag' : 'Einträgen'} geändert`,
  dimensionsUnreadable: 'Fehler beim Anzeigen der Dimensionen',
  dimensionsMissing: 'Keine Dimensionen angegeben',
  loadFailed: 'Die Anfragen konnten nicht geladen werden.',
  detailsFailed: 'Die Details konnten nicht geladen werden.',
  markReadFailed: 'Die Nachricht konnte nicht als gelesen markiert werden.',
  noteSaved: 'Notiz gespeichert',
  noteFailed: 'Die Notiz konnte nicht gespeichert werden.',
  noteRequired: 'Bitte geben Sie eine Notiz ein.',
  noteTooLong: 'Die Notiz darf höchstens 5000 Zeichen lang sein.',
  empty: 'Keine Anfragen gefunden.',
  emptyMessages: 'Keine Nachrichten gefunden.',
  messageDeleteConfirm: 'Sind Sie sicher, dass Sie diese Nachricht löschen möchten? Diese Aktion kann nicht rückgängig gemacht werden.',
  messageDeletedTitle: 'Nachricht gelöscht',
  messageDeleteFailed: 'Die Nachricht konnte nicht gelöscht werden.',

  page: apiMessages.page,
  pageSize: apiMessages.pageSize,
  query: 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.',
  status: 'Unbekannter Status. Erlaubt sind offen, in_bearbeitung und abgeschlossen.',
  projectType: 'Unbekannte Projektart.',
  product: 'Unbekanntes Produkt.',
  source: 'Unbekannte Quelle.',
  date: 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.',
  dateOrder: 'Das Enddatum liegt vor dem Anfangsdatum.',
  flag: 'Bitte geben Sie true oder false an.',
  sort: 'Unbekannte Sortierung.',
  view: 'Unbekannte Ansicht. Erlaubt sind neu-heute, ueberfaellig und ungelesen.',
  direction: 'Die Richtung muss asc oder desc sein.',
  id: apiMessages.recordId,
  ids: 'Bitte wählen Sie 1 bis 100 Einträge aus.',
  action: 'Unbekannte Aktion.',
  leadNotFound: 'Diesen Lead gibt es nicht (mehr).',
  messageNotFound: 'Diese Nachricht gibt es nicht (mehr).',

  privacyEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  privacyNothing: 'Zu dieser E-Mail-Adresse sind keine Daten gespeichert.',
  privacyEraseConfirm: (email: string) =>
    `Alle Daten zu ${email} werden endgültig gelöscht: Anfragen mit Verlauf, Nachrichten, Newsletter-Anmeldung, Kundenkonto mit Konfigurationen und alle E-Mails an oder über die Person. Angebote und Aufträge werden als Geschäftsunterlagen 10 Jahre aufbewahrt und nur anonymisiert. Diese Aktion kann nicht rückgängig gemacht werden.`,
  privacyErasedTitle: 'Daten gelöscht',
  privacyEraseFailed: 'Die Daten konnten nicht gelöscht werden.',
  privacyLoadFailed: 'Die Daten konnten nicht abgerufen werden.',
  privacyAnonymised: ({ quotes, orders, invoices = 0 }: { quotes: number; orders: number; invoices?: number }) =>
    `Anonymisiert statt gelöscht: ${quotes} ${quotes === 1 ? 'Angebot' : 'Angebote'} und ${orders} ${orders === 1 ? 'Auftrag' : 'Aufträge'}. Als Geschäftsunterlagen werden sie 10 Jahre aufbewahrt (§ 147 AO, § 257 HGB); Name und E-Mail-Adresse sind entfernt, Nummern und Beträge bleiben.` +
    (invoices > 0
      ? ` ${invoices} ${invoices === 1 ? 'Rechnung bleibt' : 'Rechnungen bleiben'} so, wie sie ausgestellt ${invoices === 1 ? 'wurde' : 'wurden'} (§ 14b UStG, Art. 17 Abs. 3 lit. b DSGVO); nur die Verbindung zum Kundenkonto und die E-Mail-Adresse sind entfernt.`
      : ''),
  privacyAdminKept: 'Administratorkonten werden hier nicht gelöscht; bitte wenden Sie sich an die technische Betreuung.',
} as const;

/** What an erasure removed, one German label per kind (ErasureCounts in leads-admin.ts). */
export const erasureCountLabels = {
  leads: 'Anfragen',
  leadHistory: 'Verlaufseinträge und Notizen',
  contactMessages: 'Nachrichten',
  newsletterSubscriptions: 'Newsletter-Anmeldungen',
  accounts: 'Kundenkonten',
  configurations: 'Gespeicherte Konfigurationen',
  sessions: 'Anmeldesitzungen',
  mails: 'E-Mails im Postausgang',
  mailFiles: 'E-Mail-Dateien im Postausgangsordner',
  inboundMails: 'Erhaltene E-Mails mit Anhängen',
} as const;
