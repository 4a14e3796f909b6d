import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireUser } from './guards.ts';
import { sessionMiddleware } from './session-middleware.ts';
import { pendingEmail } from './email-change.ts';
import { accountUser, findUserById, profileColumns } from './users.ts';
import type { Database } from '../../platform/db/client.ts';
import { savedConfigurations, users } from '../../platform/db/schema.ts';
import type { ProxyHops } from '../../platform/http/client-address.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { validate } from '../../platform/http/validate.ts';
import { accountMessages, customerProfileSchema } from './contract/accounts.ts';
import { emailChangeRequests, emailChangeRoutes } from './email-change.routes.ts';
import { customerRecords } from './customer-records.ts';

export interface CustomerRouteDependencies {
  db: Database;
  trustProxy: ProxyHops;
  siteUrl: string;
  wakeMailer: () => void;
}

/**
 * Mein Konto's own data (/api/customer): only ever the caller's own rows, whoever asks (the user id comes
 * from the session, never from the request). Its session check covers every /api/customer route app.ts
 * mounts after it: the quotes, invoices, orders and quote requests of their features.
 */
export function customerRoutes({ db, trustProxy, siteUrl, wakeMailer }: CustomerRouteDependencies) {
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
    .route('/email', emailChangeRoutes({ db, trustProxy, siteUrl, wakeMailer }));
}
