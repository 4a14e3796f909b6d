import type { Database } from '../../platform/db/client.ts';
import { percentOf, type MonthFigures } from './contract/analytics.ts';
import { UNKNOWN_KEY, type RevenueJson, type RevenueRow } from './contract/revenue.ts';
import { settleLeadVisits } from './lead-visits.ts';
import { berlinMonthCase, median } from './response-times.ts';
import { yearAnalytics } from './year-analytics.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The grouping column of a request, from the lead itself (its origin is the one its documents carry). */
const KEY_OF = {
  source: 'l.origin',
  landing: 'l.landing_path',
  month: 'month',
} as const;

/** The dimension of the daily counts the visitors of a source or page come from. */
type Grouping = keyof typeof KEY_OF;

interface LeadChain {
  key: string;
  createdAt: number;
  firstAnsweredAt: number | null;
  quoteSentAt: number | null;
  orderAt: number | null;
  orderValue: number;
  paid: number;
  lastPaidOn: string | null;
}

/**
 * "Anfrage bis Umsatz" of a year (docs/domain.md, "From request to revenue"): the requests that came in the
 * year, followed to their quotes, orders, invoices and payments, grouped by origin, landing page or month.
 */
export async function revenueFigures(db: Database, year: number, by: Grouping, now = Date.now()): Promise<RevenueJson> {
  await settleLeadVisits(db, now);
  const { monthCase, start, end } = berlinMonthCase(year);
  const orderOf = `(select o.id from orders o join quotes q on q.id = o.quote_id where q.lead_id = l.id order by o.id limit 1)`;
  const result = await db.$client.execute({
    sql: `select ${KEY_OF[by]} as key, created_at as createdAt, first_answered_at as firstAnsweredAt,
            (select min(sent_at) from quotes where lead_id = l.id) as quoteSentAt,
            (select created_at from orders where id = ${orderOf}) as orderAt,
            coalesce((select total_price from orders where id = ${orderOf}), 0) as orderValue,
            coalesce((select sum(p.amount) from invoice_payments p join invoices i on i.id = p.invoice_id where i.order_id = ${orderOf}), 0) as paid,
            (select max(p.paid_on) from invoice_payments p join invoices i on i.id = p.invoice_id where i.order_id = ${orderOf}) as lastPaidOn
          from (select *, ${monthCase} as month from leads where created_at >= ? and created_at < ?) l`,
    args: [start, end],
  });
  const groups = new Map<string, LeadChain[]>();
  for (const row of result.rows) {
    const chain: LeadChain = {
      key: row.key === null ? UNKNOWN_KEY : String(row.key),
      createdAt: Number(row.createdAt),
      firstAnsweredAt: row.firstAnsweredAt === null ? null : Number(row.firstAnsweredAt),
      quoteSentAt: row.quoteSentAt === null ? null : Number(row.quoteSentAt),
      orderAt: row.orderAt === null ? null : Number(row.orderAt),
      orderValue: Number(row.orderValue),
      paid: Number(row.paid),
      lastPaidOn: row.lastPaidOn === null ? null : String(row.lastPaidOn),
    };
    groups.set(chain.key, [...(groups.get(chain.key) ?? []), chain]);
  }
  const visitors = await visitorsBy(db, year, by, now);
  const rows = [...groups].map(([key, chains]) => rowOf(key, chains, visitors.get(key) ?? null, now));
  return { year, by, rows: rows.sort((a, b) => b.paidRevenue - a.paidRevenue || b.requests - a.requests || a.key.localeCompare(b.key)) };
}

function rowOf(key: string, chains: LeadChain[], visitors: number | null, now: number): RevenueRow {
  const ordered = chains.filter((chain) => chain.orderAt !== null);
  const paid = chains.filter((chain) => chain.lastPaidOn !== null);
  const judged = chains.filter((chain) => chain.firstAnsweredAt !== null || now - chain.createdAt > DAY);
  return {
    key,
    visitors,
    requests: chains.length,
    quotesSent: chains.filter((chain) => chain.quoteSentAt !== null).length,
    orders: ordered.length,
    orderValue: ordered.reduce((sum, chain) => sum + chain.orderValue, 0),
    paidRevenue: chains.reduce((sum, chain) => sum + chain.paid, 0),
    medianDaysToOrder: median(ordered.map((chain) => (chain.orderAt! - chain.createdAt) / DAY)),
    // A payment has a day, not an instant: counted from the request's instant to the start of that day (UTC noon is close enough for days).
    medianDaysToPayment: median(paid.map((chain) => Math.max(0, (Date.parse(`${chain.lastPaidOn}T12:00:00Z`) - chain.createdAt) / DAY))),
    answeredWithin24hRate: percentOf(
      judged.filter((chain) => chain.firstAnsweredAt !== null && chain.firstAnsweredAt - chain.createdAt <= DAY).length,
      judged.length,
    ),
  };
}

/**
 * Visitors per group, daily visitors summed: per month from the yearly analytics; per origin those whose
 * views carried that utm_source or came from that referring host; per landing page those who viewed it.
 */
async function visitorsBy(db: Database, year: number, by: Grouping, now: number): Promise<Map<string, number>> {
  if (by === 'month') {
    const { monthlyData } = await yearAnalytics(db, year, now);
    return new Map(monthlyData.map((month: MonthFigures) => [String(month.month), month.uniqueVisitors]));
  }
  const dimensions = by === 'source' ? ['utm_source', 'referrer'] : ['path'];
  const columns = by === 'source' ? ['utm_source', 'referrer_host'] : ['path'];
  const totals = new Map<string, number>();
  for (const [index, dimension] of dimensions.entries()) {
    const column = columns[index]!;
    const result = await db.$client.execute({
      sql: `select value, sum(visitors) as visitors from (
              select value, visitors from analytics_day_counts where dimension = ? and day >= ? and day <= ?
                and day <= coalesce((select max(day) from analytics_days), '')
              union all
              select ${column} as value, count(distinct visitor_id) as visitors from page_views
                where ${column} is not null and day >= ? and day <= ? and day > coalesce((select max(day) from analytics_days), '')
                group by day, ${column}
            ) group by value`,
      args: [dimension, `${year}-01-01`, `${year}-12-31`, `${year}-01-01`, `${year}-12-31`],
    });
    for (const row of result.rows) totals.set(String(row.value), (totals.get(String(row.value)) ?? 0) + Number(row.visitors));
  }
  return totals;
}
