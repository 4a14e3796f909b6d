import { eq } from 'drizzle-orm';
import type { Database } from '../src/platform/db/client.ts';
import { analyticsDays, invoicePayments, invoices, pageViews, quotes } from '../src/platform/db/schema.ts';
import { insertLeads, leadValues } from './test-leads.ts';

/**
 * Two seeded weeks for the owner's weekly report (ADR 069): the report of Monday 23 November 2026, 07:00
 * Berlin (06:00 UTC), shows 16–22 November beside 9–15 November. The figures it must show are
 * `SEEDED_LAST_WEEK` and `SEEDED_WEEK_BEFORE`, worked out by hand from the rows below.
 */
export const SEEDED_REPORT_TIME = Date.parse('2026-11-23T06:00:00Z');

const HOUR = 3_600_000;
/** A Berlin wall-clock time in November (UTC+1). */
const berlin = (isoWithoutZone: string) => new Date(`${isoWithoutZone}+01:00`);

export const SEEDED_LAST_WEEK = {
  visitors: 10 + 12 + 3,
  requests: 4,
  promiseKept: 1,
  promiseBasis: 3,
  overdueRequests: 1,
  quotesSent: 2,
  quotesAccepted: 1,
  paidRevenue: 60_000 + 20_000,
  openInvoices: 2,
  openAmount: 30_000 + 30_000,
  overdueInvoices: 1,
  overdueAmount: 30_000,
  topSources: [
    { origin: 'herbst', paid: 60_000 },
    { origin: 'Empfehlung', paid: 20_000 },
  ],
};

export const SEEDED_WEEK_BEFORE = {
  visitors: 7,
  requests: 1,
  promiseKept: 1,
  promiseBasis: 1,
  overdueRequests: 0,
  quotesSent: 1,
  quotesAccepted: 0,
  paidRevenue: 40_000,
  openInvoices: 3,
  openAmount: 60_000 + 30_000 + 20_000,
  overdueInvoices: 1,
  overdueAmount: 30_000,
  topSources: [{ origin: 'herbst', paid: 40_000 }],
};

const quote = (number: string, sentAt: Date, acceptedAt: Date | null = null) => ({
  number,
  leadReference: 'A-TEST',
  status: acceptedAt ? ('accepted' as const) : ('sent' as const),
  customerName: 'Erika Muster',
  lines: [],
  gross: 119_00,
  vat: 19_00,
  net: 100_00,
  validUntil: '2026-12-31',
  createdBy: 'test',
  sentAt,
  acceptedAt,
});

const invoice = (
  number: string,
  values: { kind?: 'final' | 'cancellation'; issueDate: string; dueDate: string; amountDue: number; origin: string | null },
) => ({
  number,
  kind: values.kind ?? ('final' as const),
  issueDate: values.issueDate,
  dueDate: values.dueDate,
  document: {},
  net: values.amountDue,
  vat: 0,
  gross: values.amountDue,
  amountDue: values.amountDue,
  customerName: 'Erika Muster',
  createdBy: 'test',
  origin: values.origin,
});

export async function seedReportWeeks(db: Database): Promise<void> {
  // Visitors: two rolled-up days of last week and one of the week before; Sunday's views are still raw.
  await db.insert(analyticsDays).values([
    { day: '2026-11-10', visitors: 7, pageViews: 9 },
    { day: '2026-11-16', visitors: 10, pageViews: 14 },
    { day: '2026-11-17', visitors: 12, pageViews: 20 },
  ]);
  await db
    .insert(pageViews)
    .values(['a', 'b', 'c', 'a'].map((visitor, index) => ({ id: 900 + index, day: '2026-11-22', visitorId: visitor, path: '/' })));
  const lead = (createdAt: Date, answeredAfterHours: number | null) =>
    leadValues({
      createdAt,
      firstAnsweredAt: answeredAfterHours === null ? null : new Date(createdAt.getTime() + answeredAfterHours * HOUR),
    });
  await insertLeads(db, [
    // Last week: answered in 2 hours (kept), in 30 hours (not kept), never (overdue by Sunday night),
    // and Sunday evening's, not 24 hours old when the report goes out.
    lead(berlin('2026-11-16T10:00:00'), 2),
    lead(berlin('2026-11-18T09:00:00'), 30),
    lead(berlin('2026-11-21T12:00:00'), null),
    lead(berlin('2026-11-22T20:00:00'), null),
    // The week before: answered in an hour.
    lead(berlin('2026-11-10T08:00:00'), 1),
  ]);
  await db
    .insert(quotes)
    .values([
      quote('AN-2026-0901', berlin('2026-11-17T11:00:00'), berlin('2026-11-19T18:00:00')),
      quote('AN-2026-0902', berlin('2026-11-20T15:00:00')),
      quote('AN-2026-0903', berlin('2026-11-11T09:00:00')),
    ]);
  const [herbst, recommended, , google] = await db
    .insert(invoices)
    .values([
      invoice('RE-2026-0901', { issueDate: '2026-11-02', dueDate: '2026-11-16', amountDue: 100_000, origin: 'herbst' }),
      invoice('RE-2026-0902', { issueDate: '2026-11-17', dueDate: '2026-12-01', amountDue: 50_000, origin: 'Empfehlung' }),
      invoice('RE-2026-0903', { issueDate: '2026-11-05', dueDate: '2026-11-12', amountDue: 30_000, origin: null }),
      invoice('RE-2026-0904', { issueDate: '2026-11-10', dueDate: '2026-11-24', amountDue: 20_000, origin: 'google' }),
    ])
    .returning({ id: invoices.id });
  // RE-2026-0904 is cancelled on 19 November: open at the end of the week before, not at the end of last week.
  const [cancellation] = await db
    .insert(invoices)
    .values(
      invoice('RE-2026-0905', {
        kind: 'cancellation',
        issueDate: '2026-11-19',
        dueDate: '2026-11-19',
        amountDue: -20_000,
        origin: 'google',
      }),
    )
    .returning({ id: invoices.id });
  await db.update(invoices).set({ cancelledById: cancellation!.id }).where(eq(invoices.id, google!.id));
  await db.insert(invoicePayments).values([
    { invoiceId: herbst!.id, amount: 40_000, paidOn: '2026-11-12', createdBy: 'test' },
    { invoiceId: herbst!.id, amount: 60_000, paidOn: '2026-11-18', createdBy: 'test' },
    { invoiceId: recommended!.id, amount: 20_000, paidOn: '2026-11-20', createdBy: 'test' },
  ]);
}
