import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import { quotes } from '../../platform/db/schema.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import type { DocumentDependencies } from '../documents/dependencies.ts';
import { draftQuote, updateDraft } from './draft-quote.ts';
import { findQuote, quoteJson, selectQuotes } from './quote-json.ts';
import { listQuotes } from './list-quotes.ts';
import { pdfAnswer } from './pdf-answer.ts';
import { sendQuote } from './send-quote.ts';
import { newQuoteVersion, quoteVersions } from './new-version.ts';
import { idParamSchema } from '../../shared/request-schemas.ts';
import { createQuoteSchema, quotesQuerySchema, updateQuoteSchema } from './contract/quote-schemas.ts';
import { quoteMessages } from './contract/quotes.ts';
import { adminName, staffActor } from '../../platform/http/actor.ts';
import { permit } from '../../platform/http/permit.ts';

async function existingQuote(db: Database, id: number) {
  const quote = await findQuote(db, id);
  if (!quote) fail(404, quoteMessages.quoteNotFound);
  return quote;
}

/** /api/admin/quotes: the list, drafts from leads, their editing, sending, versions and PDF (issues 14, 20). */
export function adminQuoteRoutes({ db, siteUrl, notifyEmail, wakeMailer }: DocumentDependencies) {
  return new Hono<SignedInEnv>()
    .get('/', permit('quotes'), validate('query', quotesQuerySchema), async (c) => {
      const query = c.req.valid('query');
      // Without a lead, "Angebote"; with one, the lead's details' list as it was before the list existed.
      if (query.leadId === undefined) return c.json(await listQuotes(db, query, c.get('user').id));
      const rows = await selectQuotes(db).where(eq(quotes.leadId, query.leadId)).orderBy(asc(quotes.createdAt), asc(quotes.id));
      return c.json({ quotes: rows.map(quoteJson) });
    })
    .post('/', permit('quotes'), validate('json', createQuoteSchema), async (c) => {
      const created = await draftQuote(db, c.req.valid('json').leadId, adminName(c));
      return c.json(quoteJson({ ...created, orderId: null }), 201);
    })
    .get('/:id', permit('quotes'), validate('param', idParamSchema), async (c) =>
      c.json(quoteJson(await existingQuote(db, c.req.valid('param').id))),
    )
    .put('/:id', permit('quotes'), validate('param', idParamSchema), validate('json', updateQuoteSchema), async (c) => {
      const { id } = c.req.valid('param');
      await updateDraft(db, id, c.req.valid('json'));
      return c.json(quoteJson(await existingQuote(db, id)));
    })
    .post('/:id/send', permit('quotes'), validate('param', idParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      await sendQuote({ db, siteUrl, notifyEmail, wakeMailer }, id, staffActor(c));
      return c.json(quoteJson(await existingQuote(db, id)));
    })
    .post('/:id/new-version', permit('quotes'), validate('param', idParamSchema), async (c) =>
      c.json(quoteJson(await newQuoteVersion(db, c.req.valid('param').id, adminName(c))), 201),
    )
    .get('/:id/versions', permit('quotes'), validate('param', idParamSchema), async (c) =>
      c.json({ versions: await quoteVersions(db, c.req.valid('param').id) }),
    )
    .get('/:id/pdf', permit('quotes'), validate('param', idParamSchema), async (c) =>
      pdfAnswer(c, db, await existingQuote(db, c.req.valid('param').id)),
    );
}
