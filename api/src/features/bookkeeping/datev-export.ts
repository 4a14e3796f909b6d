import { and, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { closedMonths } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import { invoicePdf } from '../invoices/invoice-files.ts';
import { bookkeepingSettings } from './bookkeeping-settings.ts';
import { documentFile, periodBookings } from './bookings.ts';
import { monthsBetween } from './closed-months.ts';
import { closedMonthRows } from '../documents/closed-months.ts';
import { bookkeepingMessages as m } from './contract/bookkeeping-messages.ts';
import { bookingBatch, debtorFile } from './datev-files.ts';
import { extfDay } from './extf-format.ts';
import { encodeWindows1252, fitsWindows1252 } from './windows-1252.ts';
import { zipArchive } from './zip.ts';
import { germanDay } from '../../shared/dates.ts';

const yearDigits = (year: number) => String(year).padStart(4, '0');

/** The first day of the fiscal year that contains `day`, for a year beginning in `startMonth`. */
function fiscalYearStart(day: string, startMonth: number) {
  const year = Number(day.slice(0, 4)) - (Number(day.slice(5, 7)) < startMonth ? 1 : 0);
  return `${yearDigits(year)}-${String(startMonth).padStart(2, '0')}-01`;
}

const nextYear = (day: string) => `${yearDigits(Number(day.slice(0, 4)) + 1)}${day.slice(4)}`;

/**
 * The days a period may span: the calendar has a 0999-01-01 and a 9999-12-31, the books do not. A year
 * typed wrong once asked for a file of 1,028 years (ADR 078); the fiscal-year rule below then bounds the
 * period to at most twelve months.
 */
const DATEV_FIRST_DAY = '2000-01-01';
const DATEV_LAST_DAY = '2099-12-31';

/**
 * The DATEV export of a period (ADR 059): a ZIP with the Buchungsstapel, the Debitoren when customers
 * have personal accounts, and every invoice of the period as PDF. A period of closed months only is
 * festgeschrieben; exporting it again is labelled a repeat. Text that Windows-1252 cannot hold is
 * written with "?" and listed in Hinweise.txt beside the files.
 */
export async function datevExport(db: Database, period: { from: string; to: string }, actor: StaffActor, now = new Date()) {
  const { from, to } = period;
  if (from < DATEV_FIRST_DAY || to > DATEV_LAST_DAY) fail(400, m.periodOutOfRange(germanDay(DATEV_FIRST_DAY), germanDay(DATEV_LAST_DAY)));
  if (to < from) fail(400, m.periodReversed);
  const settings = await bookkeepingSettings(db);
  if (!settings.consultantNumber || !settings.clientNumber) fail(409, m.notConfigured);
  const yearStart = fiscalYearStart(from, settings.fiscalYearStartMonth);
  if (to >= nextYear(yearStart)) fail(400, m.periodAcrossYears(germanDay(nextYear(yearStart))));

  const months = monthsBetween(from, to);
  const closed = await closedMonthRows(db, months);
  // Festgeschrieben only when there are months and each of them is closed.
  const locked = months.length > 0 && closed.length === months.length;
  const exportedBefore = closed.flatMap((row) => (row.exportedAt ? [row.exportedAt] : []));
  const repeatOf = locked && exportedBefore.length > 0 ? new Date(Math.min(...exportedBefore.map(Number))) : null;

  const { bookings, issued, debtors } = await periodBookings(db, settings, from, to);
  const header = {
    createdAt: now,
    exportedBy: actor.username,
    settings,
    fiscalYearStart: yearStart,
    from,
    to,
    label: `${repeatOf ? 'Wiederholung' : 'Rechnungen'} ${extfDay(from)}-${extfDay(to)}`,
    locked,
  };
  const texts = [{ name: `EXTF_Buchungsstapel_${from}_${to}.csv`, text: bookingBatch(header, bookings) }];
  if (settings.receivables === 'personal') texts.push({ name: `EXTF_Debitoren_${from}_${to}.csv`, text: debtorFile(header, debtors) });
  const notes = texts.flatMap(({ text }) =>
    text
      .split('\r\n')
      .filter((line) => !fitsWindows1252(line))
      .map(m.notEncodable),
  );
  const files = texts.map(({ name, text }) => ({ name, data: encodeWindows1252(text) }));
  for (const invoice of issued) files.push({ name: documentFile(invoice.number), data: await invoicePdf(invoice) });
  if (notes.length > 0) files.push({ name: 'Hinweise.txt', data: Buffer.from(notes.join('\r\n'), 'utf8') });

  if (locked) {
    await db
      .update(closedMonths)
      .set({ exportedAt: now, exportedBy: actor.username })
      .where(and(inArray(closedMonths.month, months), isNull(closedMonths.exportedAt)));
  }
  return { zip: zipArchive(files, now), repeatOf };
}
