import type { ContactSubmission } from './contract/contact.ts';
import { contactSubjectLabels, salutationLabels } from '../../shared/labels.ts';
import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import { table } from '../../platform/mail/signature.ts';

/** The operator's copy of a contact form message; Reply goes straight to the sender's address. */
export function contactNotificationMail(message: ContactSubmission & { reference: string }, recipient: string): OutgoingMail {
  const sender = message.salutation === 'firma' ? `${message.companyName} (${message.contactPerson})` : message.name;
  return {
    topic: 'contact-notification',
    recipient,
    replyTo: message.email,
    subject: `Kontaktanfrage ${message.reference} – ${contactSubjectLabels[message.subject]}: ${sender}`,
    textBody: [
      `Neue Nachricht über das Kontaktformular (${message.reference})`,
      '',
      table(
        [
          { label: 'Anrede', value: salutationLabels[message.salutation] },
          { label: 'Firma', value: message.companyName },
          { label: 'Ansprechpartner', value: message.contactPerson },
          { label: 'Name', value: message.name },
          { label: 'E-Mail', value: message.email },
          { label: 'Telefon', value: message.phone },
          { label: 'Betreff', value: contactSubjectLabels[message.subject] },
        ].filter((row) => row.value),
      ),
      '',
      'Nachricht:',
      message.message,
    ].join('\n'),
  };
}
