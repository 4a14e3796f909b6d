import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import { leads } from '../../platform/db/schema.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { addLeadNote, deleteLeads, findLead, markLeadOpened, setLeadStatus } from './lead-changes.ts';
import { leadCsvStream } from './lead-csv.ts';
import { readLeadHistory } from './lead-history.ts';
import { leadDetailJson } from './lead-json.ts';
import { inboxMessages } from './contract/inbox-messages.ts';
import {
  bulkActionSchema,
  filterSearchParams,
  leadFilterSchema,
  leadKeyParamSchema,
  leadNoteBodySchema,
  leadStatusBodySchema,
} from './contract/leads-admin.ts';
import { idParamSchema } from '../../shared/request-schemas.ts';
import { adminName } from '../../platform/http/actor.ts';
import { leadOriginBodySchema } from './contract/lead-origin.ts';
import { berlinDay } from '../../shared/dates.ts';
import { permit } from '../../platform/http/permit.ts';

/** /api/admin/leads: one lead's details (by id or reference), its opening, status, notes and deletion; bulk actions; the CSV export. */
export function adminLeadRoutes(db: Database) {
  return (
    new Hono<SignedInEnv>()
      .get('/export.csv', permit('leads.read'), validate('query', leadFilterSchema), (c) => {
        const filter = c.req.valid('query');
        const by = adminName(c);
        const stream = leadCsvStream(db, { ...filter, viewerId: c.get('user').id }, (rows) => {
          // The export log (issue 9): who exported how many leads with which filter.
          console.info(
            `[backoffice] CSV-Export durch ${by}: ${rows} Anfragen, Filter: ${filterSearchParams(filter).toString() || 'keiner'}`,
          );
        });
        return c.body(stream, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="anfragen-${berlinDay(new Date())}.csv"`,
          'Cache-Control': 'no-store',
        });
      })
      .post('/bulk', permit('leads.write'), validate('json', bulkActionSchema), async (c) => {
        const action = c.req.valid('json');
        if (action.action === 'delete') return c.json({ deleted: await deleteLeads(db, action.ids) });
        const updated = await setLeadStatus(db, action.ids, action.status, adminName(c));
        return c.json({ updated: updated.length, status: action.status });
      })
      .get('/:key', permit('leads.read'), validate('param', leadKeyParamSchema), async (c) => {
        const lead = await findLead(db, c.req.valid('param').key);
        if (!lead) fail(404, inboxMessages.leadNotFound);
        c.header('Cache-Control', 'no-store');
        return c.json(leadDetailJson(lead, await readLeadHistory(db, lead)));
      })
      // Opening a lead marks it as seen: part of reading it, Büro's reads count too.
      .post('/:id/opened', permit('leads.read'), validate('param', idParamSchema), async (c) => {
        const { id } = c.req.valid('param');
        if (!(await findLead(db, id))) fail(404, inboxMessages.leadNotFound);
        return c.json({ id, first: await markLeadOpened(db, id, adminName(c)) });
      })
      .put('/:id/status', permit('leads.write'), validate('param', idParamSchema), validate('json', leadStatusBodySchema), async (c) => {
        const { id } = c.req.valid('param');
        const { status } = c.req.valid('json');
        const found = await setLeadStatus(db, [id], status, adminName(c));
        if (found.length === 0) fail(404, inboxMessages.leadNotFound);
        return c.json({ id, status });
      })
      // "Wie kam der Kunde zu uns?": the database copies it to the lead's quotes, orders and invoices (ADR 062).
      .put('/:id/origin', permit('leads.write'), validate('param', idParamSchema), validate('json', leadOriginBodySchema), async (c) => {
        const { id } = c.req.valid('param');
        const { origin } = c.req.valid('json');
        const [updated] = await db.update(leads).set({ origin, updatedAt: new Date() }).where(eq(leads.id, id)).returning({ id: leads.id });
        if (!updated) fail(404, inboxMessages.leadNotFound);
        return c.json({ id, origin });
      })
      .post('/:id/notes', permit('leads.write'), validate('param', idParamSchema), validate('json', leadNoteBodySchema), async (c) => {
        const { id } = c.req.valid('param');
        if (!(await findLead(db, id))) fail(404, inboxMessages.leadNotFound);
        return c.json(await addLeadNote(db, id, c.req.valid('json').text, adminName(c)), 201);
      })
      .delete('/:id', permit('leads.write'), validate('param', idParamSchema), async (c) => {
        const { id } = c.req.valid('param');
        if ((await deleteLeads(db, [id])) === 0) fail(404, inboxMessages.leadNotFound);
        return c.json({ deleted: 1 });
      })
  );
}
