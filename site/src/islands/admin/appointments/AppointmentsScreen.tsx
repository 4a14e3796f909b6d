import { useState } from 'react';
import { appointmentMessages } from '#features/appointments/contract/appointment-messages.ts';
import { formatAppointmentDay } from '#shared/appointment-format.ts';
import type { AppointmentJson } from '#features/appointments/contract/appointments.ts';
import { useLoad } from '../../ui/use-load.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { ScreenTitle } from '../ui/ScreenTitle.tsx';
import { AppointmentLine } from './AppointmentLine.tsx';
import { loadAppointments } from './api.ts';
import { berlinClock, berlinInstant, addDays, mondayOf } from '#shared/dates.ts';

type View = 'day' | 'week' | 'list';

const viewLabels: Record<View, string> = { day: 'Tag', week: 'Woche', list: 'Liste' };

/** How far ahead "Liste" looks: the longest range the API gives at once. */
const LIST_DAYS = 62;

const today = () => berlinClock(new Date()).day;

/** The Berlin days an appointment touches within the shown ones (one past midnight shows on both). */
function daysOf(appointment: AppointmentJson, days: string[]): string[] {
  const start = Date.parse(appointment.startsAt);
  const end = Date.parse(appointment.endsAt);
  return days.filter((day) => start < berlinInstant(addDays(day, 1), '00:00').getTime() && end > berlinInstant(day, '00:00').getTime());
}

/**
 * "Termine": the Aufmaß and Montage appointments of a day or a week, Berlin days, grouped by day (a list,
 * also on a phone: no grid to scroll sideways); a Montage over several days shows on each of them.
 * "Liste": the coming booked appointments from today on, in order. Each links to its lead or order.
 */
export default function AppointmentsScreen() {
  const [view, setView] = useState<View>('week');
  const [anchor, setAnchor] = useState(today);
  const listing = view === 'list';
  const first = view === 'week' ? mondayOf(anchor) : listing ? today() : anchor;
  const days = Array.from({ length: view === 'week' ? 7 : listing ? LIST_DAYS : 1 }, (_, index) => addDays(first, index));
  const last = days.at(-1)!;
  const { data, state, reload } = useLoad((signal) => loadAppointments(first, last, signal), `${first}/${last}`);
  const step = view === 'week' ? 7 : 1;
  const heading = listing
    ? appointmentMessages.comingHeading
    : view === 'week'
      ? `Woche vom ${formatAppointmentDay(berlinInstant(first, '12:00'))}`
      : formatAppointmentDay(berlinInstant(first, '12:00'));

  return (
    <div className="grid gap-5">
      <ScreenTitle title="Termine" />
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Ansicht" className="flex gap-1">
          {(['day', 'week', 'list'] as const).map((candidate) => (
            <button
              key={candidate}
              type="button"
              aria-pressed={view === candidate}
              className={view === candidate ? 'btn-primary' : 'btn-outline'}
              onClick={() => setView(candidate)}
            >
              {viewLabels[candidate]}
            </button>
          ))}
        </div>
        <div className={`flex flex-wrap gap-1 ${listing ? 'hidden' : ''}`}>
          <button type="button" className="btn-outline" onClick={() => setAnchor(addDays(first, -step))}>
            <span aria-hidden="true">‹ </span>
            {view === 'week' ? 'Vorige Woche' : 'Voriger Tag'}
          </button>
          <button type="button" className="btn-outline" onClick={() => setAnchor(today())}>
            Heute
          </button>
          <button type="button" className="btn-outline" onClick={() => setAnchor(addDays(first, step))}>
            {view === 'week' ? 'Nächste Woche' : 'Nächster Tag'}
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
      </div>
      <h2 className="text-lg font-bold text-brand-900" aria-live="polite">
        {heading}
      </h2>
      <LoadState
        state={state}
        error={appointmentMessages.loadFailed}
        empty={data && data.length === 0 ? appointmentMessages.empty : null}
        onRetry={reload}
      >
        {listing ? (
          <ComingAppointments appointments={data ?? []} />
        ) : (
          <ol className="grid gap-4">
            {days.map((day) => {
              const ofDay = (data ?? []).filter((appointment) => daysOf(appointment, [day]).length > 0);
              if (view === 'week' && ofDay.length === 0) return null;
              return (
                <li key={day} className="grid gap-2">
                  {view === 'week' && <h3 className="font-semibold text-slate-700">{formatAppointmentDay(berlinInstant(day, '12:00'))}</h3>}
                  <ul className="grid gap-2">
                    {ofDay.map((appointment) => (
                      <li key={appointment.id} className="rounded-lg border border-slate-200 bg-white p-3">
                        <AppointmentLine appointment={appointment} />
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ol>
        )}
      </LoadState>
    </div>
  );
}

/** "Liste": the booked appointments not over yet, soonest first, each with its first day. */
function ComingAppointments({ appointments }: { appointments: AppointmentJson[] }) {
  const [now] = useState(() => Date.now());
  const coming = appointments
    .filter((appointment) => appointment.status === 'booked' && Date.parse(appointment.endsAt) > now)
    .sort((one, other) => Date.parse(one.startsAt) - Date.parse(other.startsAt));
  if (coming.length === 0) return <p className="text-slate-600">{appointmentMessages.noneComing}</p>;
  return (
    <ol className="grid gap-2" aria-label={appointmentMessages.comingHeading}>
      {coming.map((appointment) => (
        <li key={appointment.id} className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3">
          <p className="text-sm font-semibold text-slate-700">{formatAppointmentDay(appointment.startsAt)}</p>
          <AppointmentLine appointment={appointment} />
        </li>
      ))}
    </ol>
  );
}
