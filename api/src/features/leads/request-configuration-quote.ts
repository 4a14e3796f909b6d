import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { savedConfigurations, users } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { customerMessages } from '../accounts/contract/customer-messages.ts';
import type { ConfigurationQuote } from '../accounts/contract/customer.ts';
import { apiMessages } from '../../shared/messages.ts';
import { quoteRequestFromConfiguration } from './configuration-quote.ts';
import type { createLeadStore } from './store-lead.ts';

const HOUR = 60 * 60 * 1000;

/** Each request mails the operator (and the customer): a few an hour are plenty for a real customer. */
export const QUOTE_REQUEST_LIMITS = {
  perAccount: { bucket: 'quote-account', limit: 10, windowMs: HOUR, message: customerMessages.tooManyQuoteRequests },
  perAddress: { bucket: 'quote-address', limit: 20, windowMs: HOUR, message: customerMessages.tooManyQuoteRequests },
};

export interface ConfigurationQuoteDependencies {
  db: Database;
  storeLead: ReturnType<typeof createLeadStore>;
}

/**
 * "Angebot anfordern" on a saved configuration, at most once while a request is open: the draft is
 * claimed (draft → pending) in one conditional statement, so of many simultaneous requests exactly one
 * goes on to store a lead and mail it.
 */
export function createConfigurationQuotes({ db, storeLead }: ConfigurationQuoteDependencies) {
  const ownConfiguration = (id: number, userId: number) => and(eq(savedConfigurations.id, id), eq(savedConfigurations.userId, userId));

  async function explainRefusal(id: number, userId: number): Promise<never> {
    const [configuration] = await db.select({ id: savedConfigurations.id }).from(savedConfigurations).where(ownConfiguration(id, userId));
    if (!configuration) fail(404, apiMessages.notFound);
    fail(409, customerMessages.quoteAlreadyRequested);
  }

  return async function requestConfigurationQuote(userId: number, configurationId: number, request: ConfigurationQuote) {
    const [claimed] = await db
      .update(savedConfigurations)
      .set({ status: 'pending' })
      .where(and(ownConfiguration(configurationId, userId), eq(savedConfigurations.status, 'draft')))
      .returning();
    if (!claimed) return explainRefusal(configurationId, userId);
    const releaseClaim = () =>
      db
        .update(savedConfigurations)
        .set({ status: 'draft' })
        .where(and(eq(savedConfigurations.id, claimed.id), eq(savedConfigurations.status, 'pending')));
    try {
      if (claimed.productId === null) fail(409, apiMessages.productNotFound);
      // The account's confirmed address: a changed one counts only after its link was opened (email-change.ts).
      const [account] = await db.select().from(users).where(eq(users.id, userId));
      return await storeLead(quoteRequestFromConfiguration({ ...claimed, productId: claimed.productId }, account!, request), {
        source: 'kundenkonto',
        configurationId: claimed.id,
      });
    } catch (error) {
      // No lead was stored: the configuration stays a draft that can be requested again.
      await releaseClaim();
      throw error;
    }
  };
}
