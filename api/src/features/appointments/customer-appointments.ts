import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { appointments, leads, orders, savedConfigurations } from '../../platform/db/schema.ts';
import { confirmedEmailOf } from '../accounts/email-confirmed.ts';
import { selectAppointments } from './appointment-json.ts';
import type { AppointmentJson, CustomerAppointmentJson } from './contract/appointments.ts';

/**
 * The coming appointments of a customer's account (GET /api/customer/appointments): those of the
 * account's orders, and those of its leads as "Ihre Anfragen" finds them (accounts/customer-records.ts):
 * asked from its own configurations, or, once the address is confirmed, sent under it. Nobody sees
 * another's appointments by registering with their address. Cancelled ones stay, marked, until past.
 */
export async function customerAppointments(
  db: Database,
  account: { id: number; email: string },
  now = new Date(),
): Promise<CustomerAppointmentJson[]> {
  const confirmed = await confirmedEmailOf(db, account);
  const ownOrders = db.select({ id: orders.id }).from(orders).where(eq(orders.userId, account.id));
  const ownConfigurations = db
    .select({ id: savedConfigurations.id })
    .from(savedConfigurations)
    .where(eq(savedConfigurations.userId, account.id));
  const ownLeads = db
    .select({ id: leads.id })
    .from(leads)
    .where(
      confirmed
        ? or(inArray(leads.configurationId, ownConfigurations), sql`lower(${leads.email}) = ${confirmed.toLowerCase()}`)
        : inArray(leads.configurationId, ownConfigurations),
    );
  const rows = await selectAppointments(
    db,
    and(gte(appointments.endsAt, now), or(inArray(appointments.orderId, ownOrders), inArray(appointments.leadId, ownLeads))),
  );
  return rows.map(customerView);
}

/** The booked appointments of one order, for the quote link page once the quote is accepted. */
export async function orderAppointments(db: Database, orderId: number): Promise<CustomerAppointmentJson[]> {
  const rows = await selectAppointments(db, and(eq(appointments.orderId, orderId), eq(appointments.status, 'booked')));
  return rows.map(customerView);
}

function customerView({ fitters: _crew, sequence: _sequence, ...shown }: AppointmentJson): CustomerAppointmentJson {
  return shown;
}
