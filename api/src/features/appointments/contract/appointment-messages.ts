/** The German texts of appointments: the API's errors and the screens' words (ADR 015). */
export const appointmentMessages = {
  slotsRequired: 'Bitte bieten Sie mindestens einen Termin an.',
  tooManySlots: 'Bitte bieten Sie höchstens drei Termine an.',
  slotInvalid: 'Bitte geben Sie Beginn und Ende des Termins an.',
  slotInPast: 'Der Termin liegt in der Vergangenheit. Bitte wählen Sie einen Termin in der Zukunft.',
  slotEndBeforeStart: 'Das Ende des Termins muss nach dem Beginn liegen.',
  slotTooLong: 'Ein Termin darf höchstens 8 Stunden dauern.',
  lastDayBeforeFirst: 'Der letzte Tag darf nicht vor dem ersten liegen.',
  tooManyDays: 'Eine Montage darf höchstens 10 Tage dauern.',
  dayInvalid: 'Bitte geben Sie ein gültiges Datum an (TT.MM.JJJJ).',
  timeInvalid: 'Bitte geben Sie eine Uhrzeit an (HH:MM).',
  rangeInvalid: 'Bitte geben Sie einen Zeitraum von höchstens 62 Tagen an.',
  noteTooLong: 'Die Notiz darf höchstens 2000 Zeichen lang sein.',
  fittersInvalid: 'Bitte geben Sie 1 bis 6 Monteure an.',
  slotChoice: 'Bitte wählen Sie einen der angebotenen Termine.',
  offerNotFound: 'Diesen Terminlink gibt es nicht. Bitte prüfen Sie die Adresse aus Ihrer E-Mail.',
  offerExpired: 'Dieser Terminlink ist abgelaufen. Bitte rufen Sie uns an, wir finden einen neuen Termin.',
  alreadyBooked: 'Sie haben bereits einen Termin gewählt.',
  slotTaken: 'Dieser Termin ist inzwischen vergeben. Bitte wählen Sie einen der übrigen Termine.',
  allSlotsTaken: 'Die angebotenen Termine sind inzwischen vergeben. Bitte rufen Sie uns an, wir finden einen neuen Termin.',
  /** The office offers a slot that overlaps a booked appointment (slot-clashes.ts). */
  slotClash: (slot: number, slotTime: string, kind: string, customerName: string, clashTime: string) =>
    `Termin ${slot} (${slotTime}) überschneidet sich mit dem ${kind}-Termin bei ${customerName} (${clashTime}). Bitte wählen Sie eine andere Zeit.`,
  leadAlreadyBooked: (time: string) =>
    `Für diese Anfrage ist bereits ein Aufmaß-Termin gebucht (${time}). Ändern Sie ihn oder sagen Sie ihn unter „Termine“ ab, bevor Sie neue Termine anbieten.`,
  /** The link page's mark on a slot someone else booked meanwhile. */
  slotTakenMark: 'bereits vergeben',
  appointmentNotFound: 'Diesen Termin gibt es nicht (mehr).',
  appointmentCancelled: 'Dieser Termin ist abgesagt und kann nicht mehr geändert werden.',
  /** A time that is over, entered without saying so (manage-appointments.ts, ADR 077). */
  inPast: (time: string) =>
    `Der Termin (${time}) liegt in der Vergangenheit. Bitte bestätigen Sie, dass Sie einen vergangenen Termin nachtragen.`,
  pastConfirm: 'Ja, den vergangenen Termin nachtragen',
  orderWithoutEmail: 'Der Auftrag hat keine E-Mail-Adresse; der Termin kann nicht verschickt werden.',
  // The screens.
  fittersHint: 'Die Stunden zählen je Monteur im Deckungsbeitrag.',
  fitterCount: (fitters: number) => (fitters === 1 ? '1 Monteur' : `${fitters} Monteure`),
  lastDateHint: 'Leer lassen, wenn der Termin an einem Tag ist. „Von“ gilt für den ersten Tag, „Bis“ für den letzten.',
  booked: 'Termin gebucht',
  changed: 'Termin geändert',
  cancelled: 'Termin abgesagt',
  saveFailed: 'Der Termin konnte nicht gespeichert werden.',
  loadFailed: 'Die Termine konnten nicht geladen werden.',
  empty: 'Keine Termine in diesem Zeitraum.',
  comingHeading: 'Kommende Termine',
  noneComing: 'Keine kommenden Termine in den nächsten 62 Tagen.',
} as const;
