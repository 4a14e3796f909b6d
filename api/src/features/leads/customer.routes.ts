import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { ProxyHops } from '../../platform/http/client-address.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { countKey, countRequest, enforceLimit } from '../../platform/http/rate-limit.ts';
import { validate } from '../../platform/http/validate.ts';
import { configurationQuoteSchema } from '../accounts/contract/customer.ts';
import { createConfigurationQuotes, QUOTE_REQUEST_LIMITS } from './request-configuration-quote.ts';
import type { createLeadStore } from './store-lead.ts';

export interface CustomerQuoteRequestDependencies {
  db: Database;
  storeLead: ReturnType<typeof createLeadStore>;
  trustProxy: ProxyHops;
}

/**
 * POST /api/customer/configurations/{id}/quote-request: "Angebot anfordern" on a saved configuration
 * becomes a lead. Behind Mein Konto's session check (accounts/customer.routes.ts, mounted before it).
 */
export function customerQuoteRequestRoutes({ db, storeLead, trustProxy }: CustomerQuoteRequestDependencies) {
  const requestConfigurationQuote = createConfigurationQuotes({ db, storeLead });
  return new Hono<SignedInEnv>().post(
    '/:id{[0-9]+}/quote-request',
    async (c, next) => {
      await enforceLimit(db, countKey(QUOTE_REQUEST_LIMITS.perAccount, `user:${c.get('user').id}`));
      await enforceLimit(db, countRequest(c, QUOTE_REQUEST_LIMITS.perAddress, trustProxy));
      await next();
    },
    validate('json', configurationQuoteSchema),
    async (c) => {
      const request = c.req.valid('json');
      const { reference } = await requestConfigurationQuote(c.get('user').id, Number(c.req.param('id')), request);
      return c.json({ success: true, reference, status: 'pending' }, 201);
    },
  );
}
