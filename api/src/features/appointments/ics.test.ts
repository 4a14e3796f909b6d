import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine, type CalendarEvent } from './ics.ts';
import { berlinInstant } from '../../shared/dates.ts';

/** The file read back by a real iCalendar parser, its zone registered as a calendar app would. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  method: 'REQUEST',
  uid: 'abc-123@fensterwerk.test',
  sequence: 0,
  startsAt: berlinInstant('2026-07-14', '10:00'),
  endsAt: berlinInstant('2026-07-14', '12:00'),
  summary: 'Aufmaß – Fensterwerk Nord',
  location: 'Musterstraße 12, 20095 Hamburg',
  description: '',
  attendee: { name: 'Erika Muster', email: 'erika@example.de' },
  stamp: new Date('2026-06-01T08:15:00Z'),
  ...overrides,
});

describe('calendar files (.ics)', () => {
  it('puts a 10:00 appointment in July at 08:00Z and one in January at 09:00Z, in Europe/Berlin', () => {
    const summer = parse(calendarFile(event()));
    expect(summer.vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Berlin');
    expect(summer.event.startDate.zone!.tzid).toBe('Europe/Berlin');
    expect(summer.event.startDate.toString()).toBe('2026-07-14T10:00:00');
    expect(summer.event.startDate.toJSDate().toISOString()).toBe('2026-07-14T08:00:00.000Z');
    expect(summer.event.endDate.toJSDate().toISOString()).toBe('2026-07-14T10:00:00.000Z');

    const winter = parse(
      calendarFile(event({ startsAt: berlinInstant('2027-01-12', '10:00'), endsAt: berlinInstant('2027-01-12', '11:30') })),
    );
    expect(winter.event.startDate.toJSDate().toISOString()).toBe('2027-01-12T09:00:00.000Z');
    expect(winter.event.endDate.toJSDate().toISOString()).toBe('2027-01-12T10:30:00.000Z');
  });

  it('is a REQUEST with UID, SEQUENCE, DTSTAMP, organizer, attendee and the VTIMEZONE rules', () => {
    const text = calendarFile(event({ sequence: 2 }));
    const { calendar, vevent, event: parsed } = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(parsed.uid).toBe('abc-123@fensterwerk.test');
    expect(parsed.sequence).toBe(2);
    expect(parsed.summary).toBe('Aufmaß – Fensterwerk Nord');
    expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-06-01T08:15:00Z');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(parsed.organizer).toBe('mailto:info@example.de');
    expect(vevent.getFirstProperty('attendee')!.getParameter('cn')).toBe('Erika Muster');
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
    expect(zone.getFirstSubcomponent('daylight')!.getFirstPropertyValue('rrule')!.toString()).toBe('FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(zone.getFirstSubcomponent('standard')!.getFirstPropertyValue('tzoffsetto')!.toString()).toBe('+01:00');
  });

  it('is a CANCEL with STATUS:CANCELLED for a cancellation', () => {
    const { calendar, vevent } = parse(calendarFile(event({ method: 'CANCEL', sequence: 1 })));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('ends every line with CRLF, folds at 75 octets without splitting a character, and escapes , ; \\ and line breaks', () => {
    const note =
      'Bitte Zufahrt freihalten, Hofeinfahrt links; Schlüssel beim Nachbarn (Müller) \\ Klingel „Größe“.\nZweite Zeile: Übergröße, äöüß '.repeat(
        3,
      );
    const text = calendarFile(event({ description: note, location: 'Hauptstraße 1, 20095 Hamburg; Hinterhaus' }));
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3);
    expect(text).not.toContain('\uFFFD');
    const { event: parsed } = parse(text);
    expect(parsed.description).toBe(note);
    expect(parsed.location).toBe('Hauptstraße 1, 20095 Hamburg; Hinterhaus');
  });

  it('escapes and folds as RFC 5545 writes it', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = foldLine(`DESCRIPTION:${'ä'.repeat(40)}`);
    const [first, second] = folded.split('\r\n');
    // 12 octets of name, then 31 two-octet letters fill 74; the 32nd would pass 75 and moves on whole.
    expect(Buffer.byteLength(first!)).toBe(74);
    expect(second).toBe(` ${'ä'.repeat(9)}`);
  });
});
