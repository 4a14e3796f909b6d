import type { Database } from '../../platform/db/client.ts';
import { percentOf, type ResponseTimeFigures } from './contract/analytics.ts';
import { berlinMonthStarts } from '../../shared/dates.ts';

const HOUR_MS = 60 * 60 * 1000;
/** The promise the office makes: an answer within 24 hours, a quote within 3 days (docs/domain.md). */
const ANSWER_WITHIN_MS = 24 * HOUR_MS;
const QUOTE_WITHIN_MS = 72 * HOUR_MS;

/** A SQL expression giving the Berlin month (1–12) of `created_at`, for rows between `start` and `end`. */
export function berlinMonthCase(year: number): { monthCase: string; start: number; end: number } {
  const months = berlinMonthStarts(year);
  const whens = months
    .slice(1)
    .map((end, index) => `when created_at < ${end} then ${index + 1}`)
    .join(' ');
  return { monthCase: `case ${whens} end`, start: months[0]!, end: months[12]! };
}

/** One lead: when it came, when a person first answered it, when its first quote was sent (ms, or null). */
interface LeadTimes {
  month: number;
  createdAt: number;
  answeredAt: number | null;
  quotedAt: number | null;
}

/** The response-time figures of a year, per Berlin month of the leads' arrival, as docs/domain.md defines them. */
export async function responseTimesPerMonth(db: Database, year: number, now: number): Promise<ResponseTimeFigures[]> {
  const { monthCase, start, end } = berlinMonthCase(year);
  const result = await db.$client.execute({
    sql: `select ${monthCase} as month, created_at as createdAt, first_answered_at as answeredAt,
        (select min(sent_at) from quotes where quotes.lead_id = leads.id and sent_at is not null) as quotedAt
      from leads where created_at >= ? and created_at < ?`,
    args: [start, end],
  });
  const optional = (value: unknown) => (value == null ? null : Number(value));
  const leads = result.rows.map((row) => ({
    month: Number(row.month),
    createdAt: Number(row.createdAt),
    answeredAt: optional(row.answeredAt),
    quotedAt: optional(row.quotedAt),
  }));
  return responseTimeFigures(leads, now);
}

/** All twelve months from the leads' times; a figure without a basis is null. */
function responseTimeFigures(leads: LeadTimes[], now: number): ResponseTimeFigures[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    const ofMonth = leads.filter((lead) => lead.month === month);
    const answerHours: number[] = [];
    let answeredWithin24h = 0;
    let answerBasis = 0;
    let quotedWithin3Days = 0;
    let quoteBasis = 0;
    for (const lead of ofMonth) {
      const age = now - lead.createdAt;
      if (lead.answeredAt !== null) {
        // A backfilled answer may sit a moment before the lead's own time: never a negative wait.
        const wait = Math.max(0, lead.answeredAt - lead.createdAt);
        answerHours.push(wait / HOUR_MS);
        if (wait <= ANSWER_WITHIN_MS) answeredWithin24h += 1;
      }
      if (lead.answeredAt !== null || age > ANSWER_WITHIN_MS) answerBasis += 1;
      if (lead.quotedAt !== null && lead.quotedAt - lead.createdAt <= QUOTE_WITHIN_MS) quotedWithin3Days += 1;
      if (lead.quotedAt !== null || age > QUOTE_WITHIN_MS) quoteBasis += 1;
    }
    return {
      month,
      leads: ofMonth.length,
      answered: answerHours.length,
      medianHoursToFirstAnswer: median(answerHours),
      answeredWithin24h,
      answerBasis,
      answeredWithin24hRate: percentOf(answeredWithin24h, answerBasis),
      quotedWithin3Days,
      quoteBasis,
      quotedWithin3DaysRate: percentOf(quotedWithin3Days, quoteBasis),
    };
  });
}

/** The middle value (of an even count, the mean of the middle two), one decimal; null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
}
