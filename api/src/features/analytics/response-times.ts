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

/** A month's counts, summed by SQL over its leads (docs/domain.md, "The figures"). */
interface MonthCounts {
  leads: number;
  answered: number;
  answeredWithin24h: number;
  answerBasis: number;
  quotedWithin3Days: number;
  quoteBasis: number;
}

/**
 * The response-time figures of a year, per Berlin month of the leads' arrival, as docs/domain.md defines
 * them. SQL counts them per month and hands over only the one or two middle waits of each month for its
 * median. Handing over the year's leads row by row cost three quarters of the analytics answer (2,000 leads:
 * 4.6 ms, now 2.6 ms), and the bench's p99 went past its 100 ms goal.
 */
export async function responseTimesPerMonth(db: Database, year: number, now: number): Promise<ResponseTimeFigures[]> {
  const { monthCase, start, end } = berlinMonthCase(year);
  const range = [start, end];
  // A backfilled answer may sit a moment before the lead's own time: never a negative wait.
  const wait = 'max(0, first_answered_at - created_at)';
  const [counts, middles] = await db.$client.batch(
    [
      {
        sql: `select ${monthCase} as month, count(*) as leads, count(first_answered_at) as answered,
            coalesce(sum(${wait} <= ?), 0) as answeredWithin24h,
            sum(first_answered_at is not null or ? - created_at > ?) as answerBasis,
            coalesce(sum(quotedAt - created_at <= ?), 0) as quotedWithin3Days,
            sum(quotedAt is not null or ? - created_at > ?) as quoteBasis
          from (select created_at, first_answered_at, (select min(sent_at) from quotes where quotes.lead_id = leads.id and sent_at is not null) as quotedAt
                from leads where created_at >= ? and created_at < ?)
          group by month`,
        args: [ANSWER_WITHIN_MS, now, ANSWER_WITHIN_MS, QUOTE_WITHIN_MS, now, QUOTE_WITHIN_MS, ...range],
      },
      {
        // The middle wait of each month, or the two middle ones of an even count (positions from 1).
        sql: `select month, wait from (
            select month, wait, row_number() over (partition by month order by wait) as position, count(*) over (partition by month) as answered
            from (select ${monthCase} as month, ${wait} as wait from leads
                  where created_at >= ? and created_at < ? and first_answered_at is not null))
          where position in ((answered + 1) / 2, answered / 2 + 1)`,
        args: range,
      },
    ],
    'read',
  );
  const byMonth = new Map(counts!.rows.map((row) => [Number(row.month), row]));
  const middleHours = new Map<number, number[]>();
  for (const row of middles!.rows) {
    const month = Number(row.month);
    middleHours.set(month, [...(middleHours.get(month) ?? []), Number(row.wait) / HOUR_MS]);
  }
  return Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    const row = byMonth.get(month);
    const count = (name: keyof MonthCounts) => Number(row?.[name] ?? 0);
    const answeredWithin24h = count('answeredWithin24h');
    const answerBasis = count('answerBasis');
    const quotedWithin3Days = count('quotedWithin3Days');
    const quoteBasis = count('quoteBasis');
    return {
      month,
      leads: count('leads'),
      answered: count('answered'),
      medianHoursToFirstAnswer: median(middleHours.get(month) ?? []),
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
