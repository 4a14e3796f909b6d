/**
 * How an appointment's time reads in German, in Berlin: "Dienstag, 14. Juli 2026, 10:00–12:00 Uhr"; a
 * Montage over several days names both: "Freitag, 27. März 2099, 07:30 Uhr bis Montag, 30. März 2099, 16:00 Uhr".
 * Browser-safe: the mails, the link page and the back office write it alike.
 */

let dayFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;
let shortDayFormat: Intl.DateTimeFormat | undefined;

const day = () =>
  (dayFormat ??= new Intl.DateTimeFormat('de-DE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }));
const clock = () => (timeFormat ??= new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' }));

const shortDay = () =>
  (shortDayFormat ??= new Intl.DateTimeFormat('de-DE', { weekday: 'short', day: '2-digit', month: '2-digit', timeZone: 'Europe/Berlin' }));

const sameDay = (startsAt: Date | string, endsAt: Date | string) => formatAppointmentDay(startsAt) === formatAppointmentDay(endsAt);

/** "Dienstag, 14. Juli 2026" */
export const formatAppointmentDay = (instant: Date | string) => day().format(new Date(instant));

/** "10:00–12:00 Uhr"; over several days "Fr., 27.03., 07:30 – Mo., 30.03., 16:00 Uhr". */
export function formatAppointmentHours(startsAt: Date | string, endsAt: Date | string): string {
  const [start, end] = [clock().format(new Date(startsAt)), clock().format(new Date(endsAt))];
  if (sameDay(startsAt, endsAt)) return `${start}–${end} Uhr`;
  return `${shortDay().format(new Date(startsAt))}, ${start} – ${shortDay().format(new Date(endsAt))}, ${end} Uhr`;
}

/** "Dienstag, 14. Juli 2026, 10:00–12:00 Uhr" */
export function formatAppointmentTime(startsAt: Date | string, endsAt: Date | string): string {
  if (sameDay(startsAt, endsAt)) return `${formatAppointmentDay(startsAt)}, ${formatAppointmentHours(startsAt, endsAt)}`;
  const at = (instant: Date | string) => `${formatAppointmentDay(instant)}, ${clock().format(new Date(instant))} Uhr`;
  return `${at(startsAt)} bis ${at(endsAt)}`;
}
