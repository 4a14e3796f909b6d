import { and, desc, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { quotes } from '../../platform/db/schema.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { validate } from '../../platform/http/validate.ts';
import { acceptQuote, customersQuote } from './accept-quote.ts';
import { claimDocumentsOfConfirmedAddress } from '../accounts/claim-documents.ts';
import type { DocumentDependencies } from '../documents/dependencies.ts';
import { customerOrderJson, findOrder } from '../orders/order-json.ts';
import { pdfAnswer } from './pdf-answer.ts';
import { customerQuoteJson, findQuote, selectQuotes } from './quote-json.ts';
import { requestQuoteChanges } from './request-changes.ts';
import { idParamSchema } from '../../shared/request-schemas.ts';
import { changeRequestSchema } from './contract/quote-schemas.ts';
import { accountAcceptSchema } from './contract/quote-link-schemas.ts';
import type { AcceptedQuoteJson } from './contract/quotes.ts';
import { agreedDepositPercent, currentDepositPercent } from '../settings/deposit-share.ts';

/**
 * /api/customer/quotes: the caller's own quotes once sent (issue 14). Another customer's quote, or a
 * draft, is answered 404 as if it did not exist.
 */
export function customerQuoteRoutes(dependencies: DocumentDependencies) {
  const { db } = dependencies;
  return new Hono<SignedInEnv>()
    .get('/', async (c) => {
      await claimDocumentsOfConfirmedAddress(db, c.get('user'));
      const rows = await selectQuotes(db)
        .where(and(eq(quotes.userId, c.get('user').id), ne(quotes.status, 'draft')))
        .orderBy(desc(quotes.createdAt), desc(quotes.id));
      const current = await currentDepositPercent(db);
      return c.json(rows.map((row) => customerQuoteJson(row, row.depositPercent ?? current)));
    })
    .get('/:id/pdf', validate('param', idParamSchema), async (c) =>
      pdfAnswer(c, db, await customersQuote(db, c.get('user').id, c.req.valid('param').id)),
    )
    .post('/:id/accept', validate('param', idParamSchema), validate('json', accountAcceptSchema), async (c) => {
      const { id } = c.req.valid('param');
      await acceptQuote(dependencies, c.get('user').id, id, c.req.valid('json'));
      const quote = (await findQuote(db, id))!;
      const order = (await findOrder(db, quote.orderId!))!;
      const answer: AcceptedQuoteJson = { quote: customerQuoteJson(quote, order.depositPercent), order: customerOrderJson(order) };
      return c.json(answer, 201);
    })
    .post('/:id/change-request', validate('param', idParamSchema), validate('json', changeRequestSchema), async (c) => {
      const { id } = c.req.valid('param');
      await requestQuoteChanges(dependencies, c.get('user').id, id, c.req.valid('json').message);
      const quote = (await findQuote(db, id))!;
      return c.json({ quote: customerQuoteJson(quote, await agreedDepositPercent(db, quote)) });
    });
}
