import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { mailTemplates } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import type { MailTemplateJson, TemplateInput } from './contract/templates.ts';
import { templateMessages as m } from './contract/settings-messages.ts';

/** The reply templates the back office offers when answering a lead (leads/contract/reply.ts fills them). */

const templateColumns = { id: mailTemplates.id, name: mailTemplates.name, subject: mailTemplates.subject, body: mailTemplates.body };

export function listTemplates(db: Database): Promise<MailTemplateJson[]> {
  return db.select(templateColumns).from(mailTemplates).orderBy(asc(mailTemplates.sortOrder), asc(mailTemplates.id));
}

/** A new template goes to the end of the list. */
export async function createTemplate(db: Database, input: TemplateInput, now = new Date()): Promise<MailTemplateJson> {
  const [template] = await db
    .insert(mailTemplates)
    .values({
      ...input,
      // Computed in the insert itself, so two templates saved at once still get an order each.
      sortOrder: sql`(select coalesce(max(${mailTemplates.sortOrder}), 0) + 1 from ${mailTemplates})`,
      createdAt: now,
      updatedAt: now,
    })
    .returning(templateColumns);
  return template!;
}

export async function updateTemplate(db: Database, id: number, input: TemplateInput, now = new Date()): Promise<MailTemplateJson> {
  const [template] = await db
    .update(mailTemplates)
    .set({ ...input, updatedAt: now })
    .where(eq(mailTemplates.id, id))
    .returning(templateColumns);
  if (!template) fail(404, m.notFound);
  return template;
}

export async function deleteTemplate(db: Database, id: number): Promise<void> {
  const result = await db.delete(mailTemplates).where(eq(mailTemplates.id, id));
  if (result.rowsAffected === 0) fail(404, m.notFound);
}
