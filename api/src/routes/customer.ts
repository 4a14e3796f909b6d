import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireUser, sessionMiddleware } from '../auth/session-middleware.ts';
import { accountUser, profileColumns, takenIdentifiers } from '../auth/users.ts';
import type { Database } from '../db/client.ts';
import { orders, savedConfigurations, users } from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';
import { readJson } from '../http/json-body.ts';
import { fail } from '../http/request-errors.ts';
import { quoteRequestFromConfiguration } from '../leads/configuration-quote.ts';
import type { createLeadStore } from '../leads/store-lead.ts';
import { accountMessages, customerProfileSchema } from '../shared/accounts.ts';
import { apiMessages } from '../shared/messages.ts';
import { configurationQuoteSchema } from '../shared/customer.ts';

export interface CustomerRouteDependencies {
  db: Database;
  storeLead: ReturnType<typeof createLeadStore>;
}

/**
 * The customer area's data: only ever the caller's own rows, whoever asks (the user id comes from the
 * session, never from the request).
 */
export function customerRoutes({ db, storeLead }: CustomerRouteDependencies) {
  return new Hono<AppEnv>()
    .use(sessionMiddleware(db), requireUser())
    .get('/configurations', async (c) => {
      const rows = await db
        .select()
        .from(savedConfigurations)
        .where(eq(savedConfigurations.userId, c.get('user')!.id))
        .orderBy(desc(savedConfigurations.createdAt), desc(savedConfigurations.id));
      c.header('Cache-Control', 'no-store');
      return c.json(
        rows.map((row) => ({
          id: row.id,
          name: row.name,
          created_at: row.createdAt.toISOString(),
          total_price: row.totalPrice,
          status: row.status,
          product_name: row.productName,
          base_price: row.basePrice,
          selected_options: row.selectedOptions,
          dimensions: row.dimensions,
        })),
      );
    })
    .get('/orders', async (c) => {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, c.get('user')!.id))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      c.header('Cache-Control', 'no-store');
      return c.json(
        rows.map((row) => ({ id: row.id, order_number: row.orderNumber, created_at: row.createdAt.toISOString(), total: row.totalPrice, status: row.status })),
      );
    })
    .put('/profile', async (c) => {
      const profile = await readJson(c, customerProfileSchema);
      const userId = c.get('user')!.id;
      if ((await takenIdentifiers(db, { email: profile.email }, userId)).email) fail(409, accountMessages.emailTaken);
      const [updated] = await db.update(users).set(profileColumns(profile)).where(eq(users.id, userId)).returning();
      return c.json({ user: accountUser(updated!), message: accountMessages.profileSaved });
    })
    .post('/configurations/:id{[0-9]+}/quote-request', async (c) => {
      const request = await readJson(c, configurationQuoteSchema);
      const user = c.get('user')!;
      const [configuration] = await db
        .select()
        .from(savedConfigurations)
        .where(and(eq(savedConfigurations.id, Number(c.req.param('id'))), eq(savedConfigurations.userId, user.id)));
      if (!configuration) fail(404, apiMessages.notFound);
      if (configuration.productId === null) fail(409, apiMessages.productNotFound);
      const [account] = await db.select().from(users).where(eq(users.id, user.id));
      const { reference } = await storeLead(quoteRequestFromConfiguration({ ...configuration, productId: configuration.productId }, account!, request), {
        source: 'kundenkonto',
      });
      await db.update(savedConfigurations).set({ status: 'pending' }).where(eq(savedConfigurations.id, configuration.id));
      return c.json({ success: true, reference, status: 'pending' }, 201);
    });
}
