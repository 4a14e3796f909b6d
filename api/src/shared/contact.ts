import { contactSubjects, salutations } from './labels.ts';
import { z } from './zod.ts';

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
} as const;

const text = (max: number) => z.string().trim().max(max, { error: `Bitte höchstens ${max} Zeichen eingeben` });

export const contactRequestSchema = z
  .object({
    salutation: z.enum(salutations, { error: contactMessages.salutation }),
    companyName: text(200).default(''),
    contactPerson: text(200).default(''),
    name: text(200).default(''),
    email: z.string().trim().max(254).pipe(z.email({ error: contactMessages.email })),
    phone: text(50).default(''),
    subject: z.enum(contactSubjects, { error: contactMessages.subject }),
    message: text(5000).min(1, { error: contactMessages.message }),
    privacy: z.literal(true, { error: contactMessages.privacy }),
  })
  .check((context) => {
    const value = context.value;
    const missing = (path: string, message: string) =>
      context.issues.push({ code: 'custom', message, path: [path], input: value });
    // A company writes with a company name and a contact person; everyone else with a name.
    if (value.salutation === 'firma') {
      if (!value.companyName) missing('companyName', contactMessages.companyName);
      if (!value.contactPerson) missing('contactPerson', contactMessages.contactPerson);
    } else if (!value.name) {
      missing('name', contactMessages.name);
    }
  });

export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactSubmission = z.output<typeof contactRequestSchema>;
