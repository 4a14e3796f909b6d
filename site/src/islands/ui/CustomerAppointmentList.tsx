import { formatAppointmentTime } from '#shared/appointment-format.ts';
import { appointmentKindLabels, type CustomerAppointmentJson } from '#features/appointments/contract/appointments.ts';

/** A customer's appointments, as Mein Konto and the quote link page show them: when, what, where. */
export function CustomerAppointmentList({ appointments }: { appointments: CustomerAppointmentJson[] }) {
  return (
    <ul className="grid gap-2">
      {appointments.map((appointment) => (
        <li key={appointment.id} className="rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-semibold text-slate-900">
            {appointmentKindLabels[appointment.kind]}: {formatAppointmentTime(appointment.startsAt, appointment.endsAt)}
            {appointment.status === 'cancelled' && <span className="ml-2 font-semibold text-red-800">(abgesagt)</span>}
          </p>
          {appointment.location && <p className="break-words text-slate-700">Ort: {appointment.location}</p>}
          {appointment.note && <p className="break-words whitespace-pre-wrap text-slate-700">{appointment.note}</p>}
        </li>
      ))}
    </ul>
  );
}
