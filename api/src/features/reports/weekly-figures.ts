import type { Database } from '../../platform/db/client.ts';
import { percentOf } from '../analytics/contract/analytics.ts';
import { UNKNOWN_KEY } from '../analytics/contract/revenue.ts';
import { settleLeadVisits } from '../analytics/lead-visits.ts';
import { ANSWER_PROMISE_HOURS } from '../leads/contract/leads-admin.ts';
import type { ReportWeek } from './report-weeks.ts';

const PROMISE_MS = ANSWER_PROMISE_HOURS * 60 * 60 * 1000;

interface SourceRevenue {
  origin: string;
  /** Cents. */
  paid: number;
}

/** One week of the owner's report (ADR 069; each figure as docs/domain.md "The weekly report" defines it). */
export interface WeekFigures {
  week: ReportWeek;
  /** Daily visitors summed over the week's days. */
  visitors: number;
  /** Requests that came in during the week. */
  requests: number;
  /** Of the week's requests answered or older than 24 hours now: answered within 24 hours. */
  promiseKept: number;
  promiseBasis: number;
  promiseKeptRate: number | null;
  /** Requests without a first answer 24 hours after they came in, at the end of the week. */
  overdueRequests: number;
  quotesSent: number;
  quotesAccepted: number;
  /** Payments recorded for days of the week, in cents. */
  paidRevenue: number;
  /** Invoices not cancelled and not paid in full at the end of the week, and what is still owed on them (cents). */
  openInvoices: number;
  openAmount: number;
  /** Of those, the ones past their due date. */
  overdueInvoices: number;
  overdueAmount: number;
  /** The three origins whose invoices were paid most in the week. */
  topSources: SourceRevenue[];
}

const count = async (db: Database, sql: string, args: (string | number)[]) => {
  const result = await db.$client.execute({ sql, args });
  return Number(result.rows[0]?.[0] ?? 0);
};

/**
 * The figures of one week, read from the database as it is now. Stocks (overdue requests, open invoices)
 * are taken as they stood at the end of the week, so last week and the week before compare like with like.
 */
export async function weekFigures(db: Database, week: ReportWeek, now = Date.now()): Promise<WeekFigures> {
  await settleLeadVisits(db, now);
  const { firstDay, endDay, start, end } = week;
  const visitors = await count(
    db,
    `select coalesce(sum(visitors), 0) from (
       select visitors from analytics_days where day >= ?1 and day < ?2
       union all
       select count(distinct visitor_id) as visitors from page_views
         where day >= ?1 and day < ?2 and day > coalesce((select max(day) from analytics_days), '') group by day)`,
    [firstDay, endDay],
  );
  const requests = await db.$client.execute({
    sql: `select count(*) as requests,
            sum(first_answered_at is not null or created_at < ?3) as basis,
            sum(first_answered_at is not null and first_answered_at - created_at <= ?4) as kept
          from leads where created_at >= ?1 and created_at < ?2`,
    args: [start, end, now - PROMISE_MS, PROMISE_MS],
  });
  const promiseBasis = Number(requests.rows[0]?.basis ?? 0);
  const promiseKept = Number(requests.rows[0]?.kept ?? 0);
  const overdueRequests = await count(
    db,
    'select count(*) from leads where created_at < ?1 and (first_answered_at is null or first_answered_at > ?2)',
    [end - PROMISE_MS, end],
  );
  const quotesSent = await count(db, 'select count(*) from quotes where sent_at >= ? and sent_at < ?', [start, end]);
  const quotesAccepted = await count(db, 'select count(*) from quotes where accepted_at >= ? and accepted_at < ?', [start, end]);
  const paidRevenue = await count(db, 'select coalesce(sum(amount), 0) from invoice_payments where paid_on >= ? and paid_on < ?', [
    firstDay,
    endDay,
  ]);
  // An invoice issued before the week's end, not cancelled by then, with less paid by then than it asks for.
  const open = await db.$client.execute({
    sql: `select count(*) as open, coalesce(sum(owed), 0) as openAmount,
            coalesce(sum(due_date < ?1), 0) as overdue, coalesce(sum(case when due_date < ?1 then owed else 0 end), 0) as overdueAmount
          from (select i.due_date, i.amount_due - (select coalesce(sum(p.amount), 0) from invoice_payments p
                  where p.invoice_id = i.id and p.paid_on < ?1) as owed
                from invoices i
                where i.kind <> 'cancellation' and i.issue_date < ?1
                  and not exists (select 1 from invoices c where c.id = i.cancelled_by_id and c.issue_date < ?1))
          where owed > 0`,
    args: [endDay],
  });
  const sources = await db.$client.execute({
    sql: `select coalesce(i.origin, '${UNKNOWN_KEY}') as origin, sum(p.amount) as paid
          from invoice_payments p join invoices i on i.id = p.invoice_id
          where p.paid_on >= ? and p.paid_on < ? group by 1 having sum(p.amount) > 0 order by 2 desc, 1 limit 3`,
    args: [firstDay, endDay],
  });
  const row = open.rows[0]!;
  return {
    week,
    visitors,
    requests: Number(requests.rows[0]?.requests ?? 0),
    promiseKept,
    promiseBasis,
    promiseKeptRate: percentOf(promiseKept, promiseBasis),
    overdueRequests,
    quotesSent,
    quotesAccepted,
    paidRevenue,
    openInvoices: Number(row.open),
    openAmount: Number(row.openAmount),
    overdueInvoices: Number(row.overdue),
    overdueAmount: Number(row.overdueAmount),
    topSources: sources.rows.map((source) => ({ origin: String(source.origin), paid: Number(source.paid) })),
  };
}
