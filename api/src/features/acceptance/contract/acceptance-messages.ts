/** The German messages of the Abnahme (answers of the API and the screens' texts). */
export const acceptanceMessages = {
  orderNotFound: 'Diesen Auftrag gibt es nicht.',
  notInstalled: 'Die Abnahme ist erst möglich, wenn der Auftrag in Fertigung oder abgeschlossen ist.',
  alreadyAccepted: 'Für diesen Auftrag ist die Abnahme bereits festgehalten.',
  alreadyRequested: 'Die Abnahme wurde für diesen Auftrag bereits verlangt.',
  noEmail: 'Für diesen Auftrag ist keine E-Mail-Adresse des Kunden hinterlegt.',
  acceptedOn: 'Bitte geben Sie das Datum der Abnahme an (TT.MM.JJJJ).',
  acceptedOnFuture: 'Das Datum der Abnahme darf nicht in der Zukunft liegen.',
  acceptedOnBeforeOrder: (orderDay: string) => `Das Datum der Abnahme darf nicht vor dem Auftrag vom ${orderDay} liegen.`,
  place: 'Bitte geben Sie den Ort der Abnahme an.',
  present: 'Bitte geben Sie an, wer anwesend ist.',
  customerSigner: 'Bitte geben Sie den Namen der Person an, die für den Kunden unterschreibt.',
  fitterName: 'Bitte geben Sie den Namen des Monteurs an.',
  defectText: 'Bitte beschreiben Sie den Mangel.',
  fixBy: 'Bitte geben Sie eine gültige Frist zur Beseitigung an.',
  lineIndex: 'Diese Position gibt es im Auftrag nicht.',
  signatureMissing: 'Bitte lassen Sie Kunde und Monteur auf dem Bildschirm unterschreiben.',
  photoMissing: 'Ein Foto des Protokolls fehlt in der Sendung.',
  photoTwice: 'Jedes Foto kann nur einmal angegeben werden.',
  imageType: 'Bitte wählen Sie ein Foto (JPEG, PNG oder WebP) aus.',
  imageTooLarge: 'Ein Foto ist zu groß. Maximalgröße: 10 MB.',
  imageUnreadable: 'Ein Foto konnte nicht gelesen werden. Bitte nehmen Sie es neu auf.',
  tooLarge: 'Das Protokoll mit seinen Fotos ist zu groß (höchstens 40 MB).',
  multipartRequired: 'Bitte senden Sie das Protokoll als Formular mit seinen Fotos und Unterschriften (multipart/form-data).',
  deadlineDays: 'Bitte geben Sie eine Frist von 1 bis 60 Werktagen an.',
  linkInvalid: 'Dieser Link ist ungültig oder die Abnahme ist bereits erledigt.',
  linkAnswered: 'Auf diesen Link wurde bereits geantwortet. Ihre erste Antwort gilt.',
  defectNotFound: 'Diesen Mangel gibt es nicht.',
  appointmentNotOfOrder: 'Diesen Termin gibt es zu diesem Auftrag nicht.',
  defectsRequired: 'Bitte nennen Sie mindestens einen Mangel.',
} as const;

/** The texts of the Abnahme's screens: the form at the door, the order's section, the customer's link. */
export const acceptanceScreenMessages = {
  offline: 'Offline – wird gesendet, sobald die Verbindung zurück ist',
  saved: 'Abnahme gespeichert',
  saveFailed: 'Die Abnahme konnte nicht gespeichert werden.',
  loadFailed: 'Der Auftrag konnte nicht geladen werden.',
  signatureRequired: 'Bitte hier unterschreiben lassen.',
  requestConfirm: (orderNumber: string) =>
    `Der Kunde erhält eine E-Mail mit einem Link, über den er die Abnahme von Auftrag ${orderNumber} erklären oder Mängel melden kann. Antwortet er innerhalb der Frist nicht, gilt das Werk als abgenommen (§ 640 Abs. 2 BGB).`,
  requested: 'Abnahme verlangt',
  requestFailed: 'Die Abnahme konnte nicht verlangt werden.',
  defectFailed: 'Der Mangel konnte nicht geändert werden.',
  pdfFailed: 'Das Protokoll konnte nicht geladen werden.',
  linkFailed: 'Das hat nicht geklappt. Bitte versuchen Sie es gleich noch einmal.',
  linkAccepted: 'Vielen Dank! Sie haben die Abnahme erklärt. Die Gewährleistung beginnt mit dem heutigen Tag.',
  linkDefectsNamed: 'Vielen Dank! Wir haben Ihre Mängel erhalten und melden uns, um sie zu beseitigen.',
  customerTitle: 'Abnahme',
  customerRequested: (deadline: string) =>
    `Wir haben Sie um die Abnahme gebeten. Bitte erklären Sie sie bis zum ${deadline} über den Link in unserer E-Mail oder nennen Sie Mängel.`,
  customerDefectsNamed: 'Sie haben Mängel gemeldet. Wir melden uns, um sie zu beseitigen, und bitten danach erneut um die Abnahme.',
  customerPdf: 'Abnahmeprotokoll (PDF)',
  consumerNoticeHeading: 'Wichtiger Hinweis nach § 640 Abs. 2 Satz 2 BGB:',
  /** The consumer's notice, word for word in the request's mail and on the link's page (ADR 061). */
  consumerNotice: (deadline: string) =>
    `Wenn Sie die Abnahme bis zum ${deadline} weder erklären noch unter Angabe mindestens eines Mangels verweigern, gilt das Werk als abgenommen. Mit der Abnahme wird die Schlusszahlung fällig, die Gefahr geht auf Sie über und die Gewährleistungsfrist von fünf Jahren beginnt.`,
} as const;
