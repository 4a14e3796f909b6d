import { analyticsMessages as m } from './analytics-messages.ts';
import { leadSources, type LeadSource } from '../../../shared/labels.ts';
import { madeOnFirstUse } from '../../../shared/made-on-first-use.ts';
import { z } from '../../../shared/zod.ts';

/**
 * The analytics contract (issue 10): the page-view beacon's body, the
 * year query and the yearly answer, shared by the API and the back office.
 */

/** Analytics years start here. */
const ANALYTICS_FIRST_YEAR = 2025;

const yearFormat = madeOnFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric' }));

/** The current year in Berlin, where the business is. */
export const currentAnalyticsYear = (now: number | Date = Date.now()) => Number(yearFormat().format(now));

/** The years the screen offers and the API accepts: 2025 up to the current one. */
export function analyticsYears(now: number | Date = Date.now()): number[] {
  return Array.from({ length: currentAnalyticsYear(now) - ANALYTICS_FIRST_YEAR + 1 }, (_, index) => ANALYTICS_FIRST_YEAR + index);
}

/** ?year=YYYY, from 2025 to the current year (judged when the request comes, so a new year needs no restart). */
export const analyticsQuerySchema = z.object({
  year: z.pipe(
    z.string({ error: () => m.year(ANALYTICS_FIRST_YEAR, currentAnalyticsYear()) }).check(
      z.refine((value) => /^\d{4}$/.test(value) && Number(value) >= ANALYTICS_FIRST_YEAR && Number(value) <= currentAnalyticsYear(), {
        error: () => m.year(ANALYTICS_FIRST_YEAR, currentAnalyticsYear()),
      }),
    ),
    z.transform(Number),
  ),
});

/** The beacon's body: the page's path (with its query, for utm_source) and document.referrer. */
export const visitSchema = z.object({
  path: z
    .string({ error: m.path })
    .check(z.minLength(1, { error: m.path }), z.maxLength(2000, { error: m.path }), z.startsWith('/', { error: m.path })),
  referrer: z.optional(z.string({ error: m.referrer }).check(z.maxLength(2000, { error: m.referrer }))),
});
export type Visit = z.output<typeof visitSchema>;

/** Leads per source; every source is listed, with 0 where none came. */
export type LeadsBySource = Record<LeadSource, number>;

export interface MonthFigures {
  month: number;
  uniqueVisitors: number;
  funnelClicks: number;
  /** All leads of the month, every source. */
  leadsGenerated: number;
  leadsBySource: LeadsBySource;
  /** Visitors who sent a request: requests whose visit was counted that day, one per visitor and day (ADR 062). */
  visitorsWithRequest: number;
  /** Requests without a counted visit (a blocked beacon, an API client, the customer area, before ADR 062). */
  requestsWithoutVisit: number;
  /** Visitors who sent a request per 100 visitors, so never above 100; null without visitors. */
  conversionRate: number | null;
}

/** One funnel step of the year, Plausible-style: how many started it and how many of them went no further. */
export interface FunnelStepFigures {
  step: number;
  title: string;
  started: number;
  completed: number;
  /** Sessions that stopped at this step as their highest and have been idle 30 minutes without a request. */
  abandoned: number;
  /** Sessions at this step that were active in the last 30 minutes ("läuft noch"). */
  running: number;
  /** Of those who started this step, the share that did not start the next one (the last: did not complete it); null if none started it. */
  dropOffPercent: number | null;
}

export interface TopEntry {
  value: string;
  pageViews: number;
  visitors: number;
}

/** How fast the office answered the leads of a month (docs/domain.md, "The figures"). */
export interface ResponseTimeFigures {
  month: number;
  /** Leads that came this month (every source). */
  leads: number;
  /** Of them, those answered by a person. */
  answered: number;
  /** Median hours from the lead to its first answer, of the answered ones; null if none. */
  medianHoursToFirstAnswer: number | null;
  answeredWithin24h: number;
  /** Leads answered, or older than 24 hours: those the 24-hour share is judged on. */
  answerBasis: number;
  answeredWithin24hRate: number | null;
  quotedWithin3Days: number;
  /** Leads with a quote sent, or older than 3 days. */
  quoteBasis: number;
  quotedWithin3DaysRate: number | null;
}

export interface AnalyticsJson {
  year: number;
  totalVisitors: number;
  totalFunnelClicks: number;
  totalLeads: number;
  totalLeadsBySource: LeadsBySource;
  totalVisitorsWithRequest: number;
  totalRequestsWithoutVisit: number;
  averageConversionRate: number | null;
  monthlyData: MonthFigures[];
  funnel: FunnelStepFigures[];
  topPages: TopEntry[];
  referrers: TopEntry[];
  utmSources: TopEntry[];
  responseTimes: ResponseTimeFigures[];
}

/** `part` per 100 of `basis` with one decimal; null when there is no basis (never a 0 % that is not one). */
export function percentOf(part: number, basis: number): number | null {
  return basis > 0 ? Math.round((part / basis) * 1000) / 10 : null;
}

/** Visitors who sent a request per 100 visitors, one decimal; null without visitors (docs/domain.md). */
export function conversionRate(visitorsWithRequest: number, visitors: number): number | null {
  return percentOf(visitorsWithRequest, visitors);
}

/** No leads yet, from any source. */
export const noLeads = (): LeadsBySource => Object.fromEntries(leadSources.map((source) => [source, 0])) as LeadsBySource;

/** The spec's colouring of a rate: 2 % and above good, 1 to under 2 middling, below 1 poor; none without a basis. */
export function rateLevel(rate: number | null): 'good' | 'fair' | 'poor' | 'none' {
  return rate === null ? 'none' : rate >= 2 ? 'good' : rate >= 1 ? 'fair' : 'poor';
}
