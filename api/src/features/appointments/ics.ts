import { companySnapshot } from '../settings/current-company.ts';
import { berlinClock } from '../../shared/dates.ts';

/**
 * The calendar file (.ics, RFC 5545) a booking, a change or a cancellation mails to the customer and the
 * office (ADR 042). Written by hand: one event, a handful of properties, and the rules that matter –
 * CRLF line ends, lines folded at 75 octets, TEXT escaped – are short enough to keep here and to test
 * by parsing the result with ical.js. Times are Berlin wall times with TZID=Europe/Berlin and the zone's
 * rules in a VTIMEZONE, so a calendar shows 10:00 for a 10:00 appointment in July and in January.
 */

export interface CalendarEvent {
  /** REQUEST for a booking and a change, CANCEL for a cancellation. */
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  /** 0 at the booking, one more with every change and the cancellation: the newest wins in a calendar. */
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string;
  description: string;
  attendee: { name: string; email: string } | null;
  /** When the file was written (DTSTAMP). */
  stamp: Date;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** Europe/Berlin since 1996: summer time from the last Sunday of March 02:00 to the last of October 03:00. */
const BERLIN_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN=…): always quoted; a double quote cannot be inside one and is dropped. */
const quotedParameter = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

/**
 * A content line folded at 75 octets (RFC 5545 3.1): a continuation starts with one space, which counts
 * towards its 75. Never splits a UTF-8 character, so an "ß" at the edge moves to the next line whole.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > MAX_LINE_OCTETS) {
      pieces.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(CRLF);
}

/** 20260714T100000: the Berlin wall time (the zone's offsets are whole hours, so seconds are UTC's). */
function berlinDateTime(instant: Date): string {
  const { day, time } = berlinClock(instant);
  return `${day.replace(/-/g, '')}T${time.replace(':', '')}${String(instant.getUTCSeconds()).padStart(2, '0')}`;
}

/** 20261124T081500Z */
const utcDateTime = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

export function calendarFile(event: CalendarEvent): string {
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${companySnapshot().brand}//Termine//DE`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...BERLIN_TIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART;TZID=Europe/Berlin:${berlinDateTime(event.startsAt)}`,
    `DTEND;TZID=Europe/Berlin:${berlinDateTime(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `ORGANIZER;CN=${quotedParameter(companySnapshot().brand)}:mailto:${companySnapshot().email}`,
    ...(event.attendee
      ? [`ATTENDEE;CN=${quotedParameter(event.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${event.attendee.email}`]
      : []),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
