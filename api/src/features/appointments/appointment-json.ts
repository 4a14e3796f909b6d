import { and, asc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { appointments, leads, orders } from '../../platform/db/schema.ts';
import type { AppointmentRow } from './appointment-mails.ts';
import type { AppointmentJson } from './contract/appointments.ts';

const columns = {
  appointment: appointments,
  orderNumber: orders.orderNumber,
  leadReference: leads.reference,
};

function toJson(row: { appointment: AppointmentRow; orderNumber: string | null; leadReference: string | null }): AppointmentJson {
  const { appointment } = row;
  return {
    id: appointment.id,
    kind: appointment.kind,
    status: appointment.status,
    startsAt: appointment.startsAt.toISOString(),
    endsAt: appointment.endsAt.toISOString(),
    note: appointment.note,
    fitters: appointment.fitters,
    location: appointment.location,
    customerName: appointment.customerName,
    customerEmail: appointment.customerEmail,
    leadId: appointment.leadId,
    orderId: appointment.orderId,
    recordLabel: row.orderNumber ?? row.leadReference,
    sequence: appointment.sequence,
  };
}

/** Appointments with the number of their order or the reference of their lead, earliest first. */
export async function selectAppointments(db: Database, where: SQL | undefined): Promise<AppointmentJson[]> {
  const rows = await db
    .select(columns)
    .from(appointments)
    .leftJoin(orders, eq(orders.id, appointments.orderId))
    .leftJoin(leads, eq(leads.id, appointments.leadId))
    .where(where)
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  return rows.map(toJson);
}

export async function appointmentJson(db: Database, row: AppointmentRow): Promise<AppointmentJson> {
  const [json] = await selectAppointments(db, eq(appointments.id, row.id));
  return json!;
}

/** Appointments that overlap [start, end): one that runs over midnight shows on both days. */
export const overlapping = (start: number, end: number) =>
  and(lt(appointments.startsAt, new Date(end)), gt(appointments.endsAt, new Date(start)));
