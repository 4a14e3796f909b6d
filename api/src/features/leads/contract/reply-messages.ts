/** Every German text of answering a lead from the back office: the API's messages and the reply dialog's. */
export const replyMessages = {
  subjectRequired: 'Bitte geben Sie einen Betreff ein.',
  subjectTooLong: 'Der Betreff darf höchstens 200 Zeichen lang sein.',
  textRequired: 'Bitte geben Sie einen Text ein.',
  textTooLong: 'Der Text darf höchstens 10000 Zeichen lang sein.',

  title: 'Antworten',
  noTemplate: 'Ohne Vorlage',
  templatesFailed: 'Die Vorlagen konnten nicht geladen werden; Sie können ohne Vorlage antworten.',
  recipient: (name: string, email: string) => `An: ${name} <${email}>`,
  signatureLabel: 'Wird mit dieser Signatur gesendet:',
  send: 'Senden',
  sending: 'Wird gesendet …',
  sent: 'Antwort gesendet',
  sendFailed: 'Die Antwort konnte nicht gesendet werden.',
} as const;
