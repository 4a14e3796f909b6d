import { appointmentMessages } from '#features/appointments/contract/appointment-messages.ts';
import { formatAppointmentTime } from '#shared/appointment-format.ts';
import { appointmentKindLabels } from '#features/appointments/contract/appointments.ts';
import { useLoad } from '../../ui/use-load.ts';
import { loadAppointments } from './api.ts';
import type { SlotRow } from './OfferSlotsFields.tsx';
import { berlinInstant } from '#shared/dates.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Per offered row, the clash with a booked appointment the server would refuse (slot-clashes.ts), so the
 * office sees it while choosing the time rather than after sending. Reads the calendar of the rows' days;
 * without an answer it warns of nothing, and the server's 409 still names the clash.
 */
export function useSlotClashes(rows: SlotRow[]): (string | null)[] {
  const days = rows
    .map((row) => row.date)
    .filter((day) => DAY.test(day))
    .sort();
  const [from, to] = [days[0], days.at(-1)];
  const range = from && to ? `${from}|${to}` : null;
  const calendar = useLoad(from && to ? (signal) => loadAppointments(from, to, signal) : null, range);
  const booked = (range && calendar.data?.filter((appointment) => appointment.status === 'booked')) || [];
  return rows.map((row, index) => {
    if (!DAY.test(row.date) || !row.from || !row.to || row.to <= row.from) return null;
    const startsAt = berlinInstant(row.date, row.from).toISOString();
    const endsAt = berlinInstant(row.date, row.to).toISOString();
    const clash = booked.find((appointment) => appointment.startsAt < endsAt && appointment.endsAt > startsAt);
    if (!clash) return null;
    return appointmentMessages.slotClash(
      index + 1,
      formatAppointmentTime(startsAt, endsAt),
      appointmentKindLabels[clash.kind],
      clash.customerName,
      formatAppointmentTime(clash.startsAt, clash.endsAt),
    );
  });
}
