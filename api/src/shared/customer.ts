import { projectTypes } from './labels.ts';
import { optionalText } from './schema-helpers.ts';
import { z } from './zod.ts';

/** "Angebot anfordern" on a saved configuration: what the request adds to the account's data. */
export const customerMessages = {
  quoteSentTitle: 'Angebot angefordert',
  quoteSent: 'Wir melden uns innerhalb von 24 Stunden mit Ihrem Angebot.',
  quoteFailed: 'Die Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  projektart: 'Bitte wählen Sie eine Projektart',
  privacy: 'Sie müssen der Datenschutzerklärung zustimmen',
  noConfigurations: 'Noch keine Konfigurationen gespeichert',
  noOrders: 'Noch keine Bestellungen vorhanden',
} as const;

export const configurationQuoteSchema = z.object({
  projektart: z.enum(projectTypes, { error: customerMessages.projektart }),
  nachricht: optionalText(2000),
  privacy: z.literal(true, { error: customerMessages.privacy }),
});
export type ConfigurationQuote = z.output<typeof configurationQuoteSchema>;
