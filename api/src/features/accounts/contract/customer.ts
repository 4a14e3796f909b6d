import { customerMessages } from './customer-messages.ts';
import { projectTypes } from '../../../shared/labels.ts';
import { optionalText } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';

export { customerMessages };

/** "Angebot anfordern" on a saved configuration: what the request adds to the account's data. */
export const configurationQuoteSchema = z.object({
  projektart: z.enum(projectTypes, { error: customerMessages.projektart }),
  nachricht: optionalText(2000, { multiLine: true }),
  privacy: z.literal(true, { error: customerMessages.privacy }),
});
export type ConfigurationQuote = z.output<typeof configurationQuoteSchema>;
