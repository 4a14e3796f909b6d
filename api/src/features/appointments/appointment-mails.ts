import type { appointments } from '../../platform/db/schema.ts';
import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import { customerSignature, personalSignature } from '../settings/signature.ts';
import { companySnapshot } from '../settings/current-company.ts';
import { formatAppointmentTime } from '../../shared/appointment-format.ts';
import { appointmentKindLabels } from './contract/appointments.ts';
import { calendarFile } from './ics.ts';
import { greeting } from '../../shared/mail-greeting.ts';

export type AppointmentRow = typeof appointments.$inferSelect;
export type AppointmentChange = 'booked' | 'changed' | 'cancelled';

const customerIntro: Record<AppointmentChange, (kind: string) => string> = {
  booked: (kind) => `hiermit bestätigen wir Ihren ${kind}-Termin:`,
  changed: (kind) => `Ihr ${kind}-Termin hat sich geändert. Der neue Termin:`,
  cancelled: (kind) => `Ihr ${kind}-Termin ist leider abgesagt:`,
};
const customerSubject: Record<AppointmentChange, string> = {
  booked: 'Ihr Termin',
  changed: 'Ihr Termin wurde geändert',
  cancelled: 'Ihr Termin wurde abgesagt',
};
const officeSubject: Record<AppointmentChange, string> = {
  booked: 'Termin gebucht',
  changed: 'Termin geändert',
  cancelled: 'Termin abgesagt',
};
/** A customer books through the link; a person in the office enters the appointment, and the copy says so. */
const officeSubjectFor = (change: AppointmentChange, byOffice: boolean) =>
  change === 'booked' && byOffice ? 'Termin eingetragen' : officeSubject[change];
const calendarHint: Record<AppointmentChange, string> = {
  booked: 'Im Anhang finden Sie den Termin als Kalenderdatei (.ics) für Ihren Kalender.',
  changed: 'Die Kalenderdatei im Anhang ersetzt den bisherigen Eintrag in Ihrem Kalender.',
  cancelled: 'Die Kalenderdatei im Anhang entfernt den Termin aus Ihrem Kalender.',
};

/** "Aufmaß – Fensterwerk Nord": the calendar entry's title. */
const appointmentSummary = (kind: AppointmentRow['kind']) => `${appointmentKindLabels[kind]} – ${companySnapshot().brand}`;

/** The .ics of the appointment as it now stands; a cancellation is METHOD:CANCEL with STATUS:CANCELLED. */
function appointmentCalendarFile(appointment: AppointmentRow, now: Date): string {
  return calendarFile({
    method: appointment.status === 'cancelled' ? 'CANCEL' : 'REQUEST',
    uid: appointment.uid,
    sequence: appointment.sequence,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    summary: appointmentSummary(appointment.kind),
    location: appointment.location,
    description: appointment.note,
    attendee: appointment.customerEmail ? { name: appointment.customerName, email: appointment.customerEmail } : null,
    stamp: now,
  });
}

function attachment(appointment: AppointmentRow, now: Date) {
  const method = appointment.status === 'cancelled' ? 'CANCEL' : 'REQUEST';
  return {
    filename: appointment.status === 'cancelled' ? 'termin-abgesagt.ics' : 'termin.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    contentBase64: Buffer.from(appointmentCalendarFile(appointment, now), 'utf8').toString('base64'),
  };
}

function details(appointment: AppointmentRow): string[] {
  return [
    `${appointmentKindLabels[appointment.kind]}: ${formatAppointmentTime(appointment.startsAt, appointment.endsAt)}`,
    ...(appointment.location ? [`Ort: ${appointment.location}`] : []),
    ...(appointment.note ? [`Hinweis: ${appointment.note}`] : []),
  ];
}

/**
 * The mails of a booking, a change or a cancellation: one to the customer (if there is an address) and one
 * to the office, each with the calendar file. `sender` is the person in the office who made the change;
 * a booking through the link has none, and the customer's mail is then signed by the team.
 */
export function appointmentMails(
  appointment: AppointmentRow,
  change: AppointmentChange,
  {
    officeEmail,
    sender,
    adminUrl,
    now,
  }: { officeEmail: string; sender: { username: string; name: string } | null; adminUrl: string; now: Date },
): OutgoingMail[] {
  const kind = appointmentKindLabels[appointment.kind];
  const mails: OutgoingMail[] = [];
  if (appointment.customerEmail) {
    mails.push({
      topic: `appointment-${change}`,
      recipient: appointment.customerEmail,
      subject: `${customerSubject[change]}: ${kind} am ${formatAppointmentTime(appointment.startsAt, appointment.endsAt)}`,
      textBody: [
        greeting(),
        '',
        customerIntro[change](kind),
        '',
        ...details(appointment),
        '',
        calendarHint[change],
        change === 'cancelled'
          ? 'Wir melden uns bei Ihnen, um einen neuen Termin zu finden.'
          : `Passt der Termin nicht? Rufen Sie uns an: ${companySnapshot().phoneDisplay}.`,
        '',
        sender ? personalSignature(sender.name) : customerSignature(),
      ].join('\n'),
      replyTo: officeEmail,
      sentBy: sender?.username ?? null,
      attachments: [attachment(appointment, now)],
      // The customer's answer lands on the order of a Montage, on the lead of an Aufmaß (ADR 083).
      record: appointment.orderId ? `order:${appointment.orderId}` : appointment.leadId ? `lead:${appointment.leadId}` : null,
    });
  }
  const officeTitle = officeSubjectFor(change, sender !== null);
  mails.push({
    topic: `appointment-${change}-office`,
    recipient: officeEmail,
    subject: `${officeTitle}: ${kind} mit ${appointment.customerName || 'Kunde'}`,
    textBody: [
      `${officeTitle}${sender ? ` von ${sender.name}` : ' vom Kunden über den Terminlink'}.`,
      '',
      ...details(appointment),
      `Kunde: ${appointment.customerName}${appointment.customerEmail ? ` <${appointment.customerEmail}>` : ''}`,
      '',
      `Im Backoffice: ${adminUrl}`,
    ].join('\n'),
    sentBy: sender?.username ?? null,
    attachments: [attachment(appointment, now)],
  });
  return mails;
}
