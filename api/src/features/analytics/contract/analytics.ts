import { analyticsMessages as m } from './analytics-messages.ts';
import { z } from '../../../shared/zod.ts';

/**
 * The analytics contract (issue 10): the page-view beacon's body, the
 * year query and the yearly answer, shared by the API and the back office.
 */

/** Analytics years start here. */
const ANALYTICS_FIRST_YEAR = 2025;

const yearFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric' });

/** The current year in Berlin, where the business is. */
export const currentAnalyticsYear = (now: number | Date = Date.now()) => Number(yearFormat.format(now));

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

export interface MonthFigures {
  month: number;
  uniqueVisitors: number;
  funnelClicks: number;
  leadsGenerated: number;
  conversionRate: number;
}

/** One funnel step of the year, Plausible-style: how many started it and how many of them went no further. */
export interface FunnelStepFigures {
  step: number;
  title: string;
  started: number;
  completed: number;
  abandoned: number;
  /** Of those who started this step, the share that did not start the next one (the last: did not complete it). */
  dropOffPercent: number;
}

export interface TopEntry {
  value: string;
  pageViews: number;
  visitors: number;
}

export interface AnalyticsJson {
  year: number;
  totalVisitors: number;
  totalFunnelClicks: number;
  totalLeads: number;
  averageConversionRate: number;
  monthlyData: MonthFigures[];
  funnel: FunnelStepFigures[];
  topPages: TopEntry[];
  referrers: TopEntry[];
  utmSources: TopEntry[];
}

/** Leads per 100 visitors with one decimal; 0 without visitors (ADR 019). */
export function conversionRate(leads: number, visitors: number): number {
  return visitors > 0 ? Math.round((leads / visitors) * 1000) / 10 : 0;
}

/** The spec's colouring of a rate: 2 % and above good, 1 to under 2 middling, below 1 poor. */
export function rateLevel(rate: number): 'good' | 'fair' | 'poor' {
  return rate >= 2 ? 'good' : rate >= 1 ? 'fair' : 'poor';
}
