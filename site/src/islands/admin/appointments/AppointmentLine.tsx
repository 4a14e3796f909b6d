import { appointmentMessages } from '#features/appointments/contract/appointment-messages.ts';
import { appointmentKindLabels, type AppointmentJson } from '#features/appointments/contract/appointments.ts';
import { formatAppointmentHours } from '#shared/appointment-format.ts';
import { recordAddress } from '#shared/record-addresses.ts';
import { AdminLink } from '../AdminLink.tsx';

/** Where an appointment's record is in the back office: its order, else its lead. */
function recordHref(appointment: AppointmentJson): string | null {
  if (appointment.orderId !== null) return recordAddress.order(appointment.orderId);
  if (appointment.leadId !== null && appointment.recordLabel) return `/admin/leads/${appointment.recordLabel}`;
  return null;
}

/** One appointment in a list: time, kind, customer, place and the link to its lead or order. */
export function AppointmentLine({ appointment }: { appointment: AppointmentJson }) {
  const cancelled = appointment.status === 'cancelled';
  const href = recordHref(appointment);
  return (
    <div className={`grid gap-1 text-sm ${cancelled ? 'text-slate-500' : 'text-slate-900'}`}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className={`font-semibold ${cancelled ? 'line-through' : ''}`}>
          {formatAppointmentHours(appointment.startsAt, appointment.endsAt)}
        </span>
        <span className="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900">
          {appointmentKindLabels[appointment.kind]}
        </span>
        {appointment.kind === 'montage' && <span className="text-slate-600">{appointmentMessages.fitterCount(appointment.fitters)}</span>}
        {cancelled && <span className="rounded bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">Abgesagt</span>}
      </p>
      <p className="break-words">
        {appointment.customerName || 'Ohne Namen'}
        {href && appointment.recordLabel && (
          <>
            {' · '}
            <AdminLink href={href} className="text-brand-700 underline">
              {appointment.orderId !== null ? `Auftrag ${appointment.recordLabel}` : `Anfrage ${appointment.recordLabel}`}
            </AdminLink>
          </>
        )}
      </p>
      {appointment.location && <p className="break-words text-slate-600">{appointment.location}</p>}
      {appointment.note && <p className="break-words whitespace-pre-wrap text-slate-600">{appointment.note}</p>}
    </div>
  );
}
