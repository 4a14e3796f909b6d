import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { claimDocumentsOfConfirmedAddress } from '../accounts/claim-documents.ts';
import { requireUser } from '../accounts/guards.ts';
import { sessionMiddleware } from '../accounts/session-middleware.ts';
import { customerAppointments } from './customer-appointments.ts';

/**
 * GET /api/customer/appointments: "Ihre Termine" in Mein Konto, only the caller's own – including those of
 * an order accepted by link before the account confirmed its address (claimed first, as every list of
 * Mein Konto does, since the page asks for them all at once).
 */
export function customerAppointmentRoutes(db: Database) {
  return new Hono<AppEnv>().use(noStore(), sessionMiddleware(db), requireUser()).get('/', async (c) => {
    await claimDocumentsOfConfirmedAddress(db, c.get('user'));
    return c.json(await customerAppointments(db, c.get('user')));
  });
}
