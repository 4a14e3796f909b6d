import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { accountUser } from '../auth/users.ts';
import type { Database } from '../db/client.ts';
import { contactMessages, leads, newsletterSubscriptions, orders, quotes, savedConfigurations, users } from '../db/schema.ts';
import { leadDetailJson } from './lead-json.ts';
import { readLeadHistory } from './lead-history.ts';

/** Addresses are compared without regard to case, as the users and newsletter tables store them. */
export const sameAddress = (column: SQLiteColumn, email: string): SQL => sql`lower(${column}) = ${email.toLowerCase()}`;

/**
 * Everything stored about one e-mail address (Art. 15 DSGVO): quote requests with their history, contact
 * messages, the newsletter sign-up, a customer account with its configurations and orders, and the
 * quotes sent to the address or the account. Secrets
 * (password hash, link tokens) are left out: they are no information about the person.
 */
export async function personalData(db: Database, email: string, now = new Date()) {
  const [leadRows, messages, newsletter, accounts] = await db.batch([
    db.select().from(leads).where(sameAddress(leads.email, email)).orderBy(leads.createdAt),
    db.select().from(contactMessages).where(sameAddress(contactMessages.email, email)).orderBy(contactMessages.createdAt),
    db.select().from(newsletterSubscriptions).where(sameAddress(newsletterSubscriptions.email, email)),
    db
      .select()
      .from(users)
      .where(and(sameAddress(users.email, email), ne(users.role, 'admin'))),
  ]);
  const account = accounts[0];
  const [configurations, accountOrders] = account
    ? await db.batch([
        db.select().from(savedConfigurations).where(eq(savedConfigurations.userId, account.id)),
        db.select().from(orders).where(eq(orders.userId, account.id)),
      ])
    : [[], []];
  const personsQuotes = await db
    .select()
    .from(quotes)
    .where(or(sameAddress(quotes.customerEmail, email), inArray(quotes.userId, account ? [account.id] : [])))
    .orderBy(quotes.createdAt);
  return {
    email,
    collectedAt: now.toISOString(),
    leads: await Promise.all(leadRows.map(async (row) => leadDetailJson(row, await readLeadHistory(db, row)))),
    contactMessages: messages.map(({ privacyConsentAt, createdAt, ...message }) => ({
      ...message,
      privacyConsentAt: privacyConsentAt.toISOString(),
      createdAt: createdAt.toISOString(),
    })),
    newsletter:
      newsletter.map((subscription) => ({
        email: subscription.email,
        status: subscription.status,
        consentVersion: subscription.consentVersion,
        confirmedAt: subscription.confirmedAt?.toISOString() ?? null,
        unsubscribedAt: subscription.unsubscribedAt?.toISOString() ?? null,
        createdAt: subscription.createdAt.toISOString(),
      }))[0] ?? null,
    quotes: personsQuotes.map(({ userId: _user, createdBy: _by, ...quote }) => ({
      ...quote,
      createdAt: quote.createdAt.toISOString(),
      sentAt: quote.sentAt?.toISOString() ?? null,
      acceptedAt: quote.acceptedAt?.toISOString() ?? null,
      updatedAt: quote.updatedAt.toISOString(),
    })),
    account: account
      ? {
          ...accountUser(account),
          createdAt: account.createdAt.toISOString(),
          configurations: configurations.map(({ userId: _user, ...configuration }) => ({
            ...configuration,
            createdAt: configuration.createdAt.toISOString(),
            updatedAt: configuration.updatedAt.toISOString(),
          })),
          orders: accountOrders.map(({ userId: _user, ...order }) => ({
            ...order,
            createdAt: order.createdAt.toISOString(),
            updatedAt: order.updatedAt.toISOString(),
          })),
        }
      : null,
  };
}

export type PersonalData = Awaited<ReturnType<typeof personalData>>;
