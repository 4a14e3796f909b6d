import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireUser } from './guards.ts';
import { sessionMiddleware } from './session-middleware.ts';
import { pendingEmail } from './email-change.ts';
import { accountUser, findUserById, profileColumns } from './users.ts';
import type { Database } from '../../platform/db/client.ts';
import { orders, savedConfigurations, users } from '../../platform/db/schema.ts';
import type { ProxyHops } from '../../platform/http/client-address.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { countKey, countRequest, enforceLimit } from '../../platform/http/rate-limit.ts';
import { validate } from '../../platform/http/validate.ts';
import { createConfigurationQuotes, QUOTE_REQUEST_LIMITS } from '../leads/request-configuration-quote.ts';
import type { createLeadStore } from '../leads/store-lead.ts';
import { customerOrderJson, orderUpdates } from '../orders/order-json.ts';
import { accountMessages, customerProfileSchema } from './contract/accounts.ts';
import { configurationQuoteSchema } from './contract/customer.ts';
import { emailChangeRequests, emailChangeRoutes } from './email-change.routes.ts';
import { customerRecords } from './customer-records.ts';
import { claimDocumentsOfConfirmedAddress } from './claim-documents.ts';
import { customerQuoteRoutes } from '../quotes/customer.routes.ts';
import { customerInvoiceRoutes } from '../invoices/customer.routes.ts';
import { customerWorkAcceptances } from '../acceptance/customer-acceptance.ts';
import { customerAcceptanceRoutes } from '../acceptance/customer.routes.ts';

export interface CustomerRouteDependencies {
  db: Database;
  storeLead: ReturnType<typeof createLeadStore>;
  trustProxy: ProxyHops;
  siteUrl: string;
  notifyEmail: string;
  wakeMailer: () => void;
  uploadDir: string;
}

/**
 * The customer area's data: only ever the caller's own rows, whoever asks (the user id comes from the
 * session, never from the request).
 */
export function customerRoutes({ db, storeLead, trustProxy, siteUrl, notifyEmail, wakeMailer, uploadDir }: CustomerRouteDependencies) {
  const requestConfigurationQuote = createConfigurationQuotes({ db, storeLead });
  const requestEmailChange = emailChangeRequests({ db, trustProxy, siteUrl });
  return new Hono<AppEnv>()
    .use(noStore(), sessionMiddleware(db), requireUser())
    .get('/configurations', async (c) => {
      const rows = await db
        .select()
        .from(savedConfigurations)
        .where(eq(savedConfigurations.userId, c.get('user').id))
        .orderBy(desc(savedConfigurations.createdAt), desc(savedConfigurations.id));
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
      await claimDocumentsOfConfirmedAddress(db, c.get('user'));
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, c.get('user').id))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      const updates = await orderUpdates(
        db,
        rows.map((row) => row.id),
      );
      const workAcceptances = await customerWorkAcceptances(db, rows);
      return c.json(
        rows.map((row) => ({ ...customerOrderJson(row, updates.get(row.id)), workAcceptance: workAcceptances.get(row.id) ?? null })),
      );
    })
    .get('/requests', async (c) => c.json(await customerRecords(db, c.get('user'))))
    .put('/profile', validate('json', customerProfileSchema), async (c) => {
      const profile = c.req.valid('json');
      const account = (await findUserById(db, c.get('user').id))!;
      // The address itself changes only through the link mailed to the new one (customer-email.ts).
      const { email: _typed, ...columns } = profileColumns(profile);
      const newEmail = profile.email.toLowerCase() === account.email.toLowerCase() ? null : profile.email;
      const emailChange = newEmail ? await requestEmailChange(c, account, newEmail) : [];
      const [[updated]] = await db.batch([db.update(users).set(columns).where(eq(users.id, account.id)).returning(), ...emailChange]);
      if (newEmail) wakeMailer();
      return c.json({
        user: accountUser(updated!),
        pendingEmail: newEmail ?? (await pendingEmail(db, account.id))?.email ?? null,
        message: newEmail ? accountMessages.emailChangeSent(newEmail) : accountMessages.profileSaved,
      });
    })
    .route('/email', emailChangeRoutes({ db, trustProxy, siteUrl, wakeMailer }))
    .route('/quotes', customerQuoteRoutes({ db, siteUrl, notifyEmail, wakeMailer }))
    .route('/invoices', customerInvoiceRoutes(db))
    .route('/orders', customerAcceptanceRoutes({ db, uploadDir }))
    .post(
      '/configurations/:id{[0-9]+}/quote-request',
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
