import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { requireUser } from '../accounts/guards.ts';
import { sessionMiddleware } from '../accounts/session-middleware.ts';
import { customerAppointments } from './customer-appointments.ts';

/** GET /api/customer/appointments: "Ihre Termine" in Mein Konto, only the caller's own. */
export function customerAppointmentRoutes(db: Database) {
  return new Hono<AppEnv>()
    .use(noStore(), sessionMiddleware(db), requireUser())
    .get('/', async (c) => c.json(await customerAppointments(db, c.get('user'))));
}
