/**
 * How an appointment's time reads in German, in Berlin: "Dienstag, 14. Juli 2026, 10:00–12:00 Uhr".
 * Browser-safe: the mails, the link page and the back office write it alike.
 */

let dayFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

const day = () =>
  (dayFormat ??= new Intl.DateTimeFormat('de-DE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }));
const clock = () => (timeFormat ??= new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' }));

/** "Dienstag, 14. Juli 2026" */
export const formatAppointmentDay = (instant: Date | string) => day().format(new Date(instant));

/** "10:00–12:00 Uhr" */
export const formatAppointmentHours = (startsAt: Date | string, endsAt: Date | string) =>
  `${clock().format(new Date(startsAt))}–${clock().format(new Date(endsAt))} Uhr`;

/** "Dienstag, 14. Juli 2026, 10:00–12:00 Uhr" */
export const formatAppointmentTime = (startsAt: Date | string, endsAt: Date | string) =>
  `${formatAppointmentDay(startsAt)}, ${formatAppointmentHours(startsAt, endsAt)}`;
