import { describe, expect, it } from 'vitest';
import { testDatabaseForEachTest } from '../../../testing/fixtures.ts';
import { quotes } from '../../platform/db/schema.ts';
import { insertLeads, leadValues } from '../../../testing/test-leads.ts';
import { quoteValues } from '../../../testing/test-quotes.ts';
import { yearAnalytics } from './year-analytics.ts';

const test = testDatabaseForEachTest();

const HOUR = 3600_000;
const NOW = Date.parse('2026-06-15T12:00:00Z');

/** A lead that came at `iso`, first answered `answeredAfter` hours later (null: waits still). */
function lead(name: string, iso: string, answeredAfter: number | null, source: 'funnel' | 'kundenkonto' = 'funnel') {
  const createdAt = new Date(iso);
  return leadValues({
    email: `${name}@example.de`,
    source,
    createdAt,
    firstAnsweredAt: answeredAfter === null ? null : new Date(createdAt.getTime() + answeredAfter * HOUR),
  });
}

/** Quotes for a lead: one per entry, sent that many hours after the lead came (null: a draft). */
async function quotesFor(row: { id: number; reference: string; createdAt: Date }, sentAfter: (number | null)[]) {
  await test.db.insert(quotes).values(
    sentAfter.map((hours, index) => ({
      ...quoteValues({
        number: `AN-2026-${String(row.id * 10 + index).padStart(4, '0')}`,
        leadId: row.id,
        leadReference: row.reference,
        validUntil: '2026-12-31',
        createdAt: row.createdAt,
      }),
      status: hours === null ? ('draft' as const) : ('sent' as const),
      sentAt: hours === null ? null : new Date(row.createdAt.getTime() + hours * HOUR),
    })),
  );
}

describe('how fast the office answers, per month of the lead', () => {
  it('gives the median hours to the first answer, the share answered within 24 hours and quoted within 3 days', async () => {
    const [l1, , l3, , l5, , , , l9] = await insertLeads(test.db, [
      lead('l1', '2026-03-02T08:00:00Z', 2),
      lead('l2', '2026-03-03T08:00:00Z', 5.2),
      lead('l3', '2026-03-04T08:00:00Z', 30),
      lead('l4', '2026-03-05T08:00:00Z', null),
      // 23:30 on 31 March in Berlin (summer time): March; from the customer area, it counts like any lead.
      lead('l5', '2026-03-31T21:30:00Z', 1, 'kundenkonto'),
      // 00:30 on 1 April in Berlin.
      lead('l6', '2026-03-31T22:30:00Z', 10),
      // June: 10 hours old and waiting (no basis yet), 30 hours old and waiting, answered after an hour.
      lead('l7', '2026-06-15T02:00:00Z', null),
      lead('l8', '2026-06-14T06:00:00Z', null),
      lead('l9', '2026-06-15T06:00:00Z', 1),
      // Exactly 24 hours counts as within.
      lead('l10', '2026-05-01T08:00:00Z', 24),
      // Another year.
      lead('l11', '2025-03-02T08:00:00Z', 100),
    ]);
    await quotesFor(l1!, [48, 200]); // the first sent quote counts
    await quotesFor(l3!, [null, 80]); // a draft is no quote sent
    await quotesFor(l5!, [60]);
    await quotesFor(l9!, [3]);

    const months = (await yearAnalytics(test.db, 2026, NOW)).responseTimes;
    expect(months).toHaveLength(12);
    expect(months[2]).toEqual({
      month: 3,
      leads: 5,
      answered: 4,
      // 1, 2, 5.2 and 30 hours: the middle two averaged.
      medianHoursToFirstAnswer: 3.6,
      answeredWithin24h: 3,
      answerBasis: 5,
      answeredWithin24hRate: 60,
      quotedWithin3Days: 2,
      quoteBasis: 5,
      quotedWithin3DaysRate: 40,
    });
    expect(months[3]).toMatchObject({
      month: 4,
      leads: 1,
      medianHoursToFirstAnswer: 10,
      answeredWithin24hRate: 100,
      quotedWithin3DaysRate: 0,
    });
    expect(months[4]).toMatchObject({ month: 5, medianHoursToFirstAnswer: 24, answeredWithin24h: 1, answeredWithin24hRate: 100 });
    expect(months[5]).toEqual({
      month: 6,
      leads: 3,
      answered: 1,
      medianHoursToFirstAnswer: 1,
      answeredWithin24h: 1,
      answerBasis: 2,
      answeredWithin24hRate: 50,
      quotedWithin3Days: 1,
      quoteBasis: 1,
      quotedWithin3DaysRate: 100,
    });
    // No leads: no basis for any figure.
    expect(months[1]).toEqual({
      month: 2,
      leads: 0,
      answered: 0,
      medianHoursToFirstAnswer: null,
      answeredWithin24h: 0,
      answerBasis: 0,
      answeredWithin24hRate: null,
      quotedWithin3Days: 0,
      quoteBasis: 0,
      quotedWithin3DaysRate: null,
    });
  });

  it('has no basis for a month whose only lead is younger than a day and waits', async () => {
    await insertLeads(test.db, [lead('new', '2026-06-15T06:00:00Z', null)]);
    expect((await yearAnalytics(test.db, 2026, NOW)).responseTimes[5]).toMatchObject({
      leads: 1,
      answered: 0,
      medianHoursToFirstAnswer: null,
      answerBasis: 0,
      answeredWithin24hRate: null,
      quoteBasis: 0,
      quotedWithin3DaysRate: null,
    });
  });

  it('takes the middle wait of an odd count and the mean of the two middle ones of an even count, whatever the order they came in', async () => {
    await insertLeads(test.db, [
      // January: 50, 1 and 7 hours – the middle one is 7.
      lead('j1', '2026-01-05T08:00:00Z', 50),
      lead('j2', '2026-01-06T08:00:00Z', 1),
      lead('j3', '2026-01-07T08:00:00Z', 7),
      // February: 9, 2, 40 and 4 hours, one waiting – 4 and 9 in the middle.
      lead('f1', '2026-02-02T08:00:00Z', 9),
      lead('f2', '2026-02-03T08:00:00Z', 2),
      lead('f3', '2026-02-04T08:00:00Z', 40),
      lead('f4', '2026-02-05T08:00:00Z', 4),
      lead('f5', '2026-02-06T08:00:00Z', null),
    ]);
    const [january, february] = (await yearAnalytics(test.db, 2026, NOW)).responseTimes;
    expect(january).toMatchObject({ leads: 3, answered: 3, medianHoursToFirstAnswer: 7 });
    expect(february).toMatchObject({ leads: 5, answered: 4, medianHoursToFirstAnswer: 6.5, answerBasis: 5 });
  });
});
