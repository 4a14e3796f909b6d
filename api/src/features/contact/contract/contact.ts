import { contactSubjects, salutations } from '../../../shared/labels.ts';
import { emailAddress, optionalText, requiredText } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';

/** The contact form: one schema for the island and POST /api/contact. */

export const CONTACT_PRIVACY_VERSION = '2026-11-01';

export const contactMessages = {
  salutation: 'Bitte wählen Sie eine Anrede',
  subject: 'Bitte wählen Sie einen Betreff',
  name: 'Name ist erforderlich',
  companyName: 'Firmenname ist erforderlich',
  contactPerson: 'Ansprechpartner ist erforderlich',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  message: 'Nachricht ist erforderlich',
  privacyTitle: 'Datenschutzerklärung erforderlich',
  privacy: 'Bitte akzeptieren Sie die Datenschutzerklärung, um fortzufahren.',
  sentTitle: 'Nachricht gesendet!',
  sent: 'Vielen Dank für Ihre Nachricht. Wir melden uns binnen 24 Stunden bei Ihnen.',
  failedTitle: 'Fehler beim Senden',
  failed: 'Bitte versuchen Sie es später erneut oder kontaktieren Sie uns telefonisch.',
} as const;

export const contactRequestSchema = z
  .object({
    salutation: z.enum(salutations, { error: contactMessages.salutation }),
    companyName: optionalText(200),
    contactPerson: optionalText(200),
    name: optionalText(200),
    email: emailAddress(contactMessages.email),
    phone: optionalText(50),
    subject: z.enum(contactSubjects, { error: contactMessages.subject }),
    message: requiredText(contactMessages.message, 5000, { multiLine: true }),
    privacy: z.literal(true, { error: contactMessages.privacy }),
  })
  .check((context) => {
    const value = context.value;
    const missing = (path: string, message: string) => context.issues.push({ code: 'custom', message, path: [path], input: value });
    // A company writes with a company name and a contact person; everyone else with a name.
    if (value.salutation === 'firma') {
      if (!value.companyName) missing('companyName', contactMessages.companyName);
      if (!value.contactPerson) missing('contactPerson', contactMessages.contactPerson);
    } else if (!value.name) {
      missing('name', contactMessages.name);
    }
  });

export type ContactSubmission = z.output<typeof contactRequestSchema>;
