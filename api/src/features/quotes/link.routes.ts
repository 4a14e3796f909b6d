import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { orders } from '../../platform/db/schema.ts';
import type { ProxyHops } from '../../platform/http/client-address.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { linkLimits } from '../../platform/http/link-limits.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { acceptQuoteByLink } from './accept-quote.ts';
import type { DocumentDependencies } from '../documents/dependencies.ts';
import { pdfAnswer } from './pdf-answer.ts';
import { findQuoteByLinkToken, quoteLinkJson, quoteLinkState } from './quote-links.ts';
import { requestQuoteChangesByLink } from './request-changes.ts';
import { changeRequestSchema } from './contract/quote-schemas.ts';
import { linkAcceptSchema } from './contract/quote-link-schemas.ts';
import { quoteLinkMessages, type QuoteLinkAcceptedJson } from './contract/quote-link.ts';

/**
 * /api/quotes/{token}: the quote behind a personal link, for customers without an account (issue 20, ADR
 * 036). No session; the token is the key. A token that opens no quote is a 404, whatever it looks like.
 */
export function quoteLinkRoutes(dependencies: DocumentDependencies & { trustProxy: ProxyHops }) {
  const { db, trustProxy } = dependencies;
  const limit = linkLimits(db, trustProxy, 'quote');
  const linkedQuote = async (token: string) => (await findQuoteByLinkToken(db, token)) ?? fail(404, quoteLinkMessages.notFound);
  return new Hono<AppEnv>()
    .use(noStore())
    .get('/:token', limit.read, async (c) => c.json(await quoteLinkJson(db, await linkedQuote(c.req.param('token')))))
    .get('/:token/pdf', limit.read, async (c) => {
      const quote = await linkedQuote(c.req.param('token'));
      if (quoteLinkState(quote) !== 'open') fail(410, quoteLinkMessages.notOpen);
      return pdfAnswer(c, db, quote);
    })
    .post('/:token/accept', limit.write, validate('json', linkAcceptSchema), async (c) => {
      const quote = await linkedQuote(c.req.param('token'));
      const acceptance = await acceptQuoteByLink(dependencies, quote, c.req.valid('json'));
      const [order] = await db.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.quoteId, quote.id));
      const answer: QuoteLinkAcceptedJson = { orderNumber: order!.orderNumber, acceptance };
      return c.json(answer, 201);
    })
    .post('/:token/change-request', limit.write, validate('json', changeRequestSchema), async (c) => {
      await requestQuoteChangesByLink(dependencies, await linkedQuote(c.req.param('token')), c.req.valid('json').message);
      return c.json(await quoteLinkJson(db, await linkedQuote(c.req.param('token'))));
    });
}
