import { mailTemplates } from '../../platform/db/schema.ts';
import { orderedList } from '../../platform/db/ordered-list.ts';
import type { MailTemplateJson, TemplateInput } from './contract/templates.ts';
import { templateMessages as m } from './contract/settings-messages.ts';

/** The reply templates the back office offers when answering a lead (leads/contract/reply.ts fills them). */

export const templateList = orderedList<TemplateInput, MailTemplateJson>(
  mailTemplates,
  { id: mailTemplates.id, name: mailTemplates.name, subject: mailTemplates.subject, body: mailTemplates.body },
  m.notFound,
);
