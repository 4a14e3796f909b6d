import { FUNNEL_STEPS } from '../../shared/labels.ts';
import {
  conversionRate,
  noLeads,
  percentOf,
  type AnalyticsJson,
  type FunnelStepFigures,
  type LeadsBySource,
  type MonthFigures,
  type ResponseTimeFigures,
  type TopEntry,
} from './contract/analytics.ts';
import { funnelStepTitles } from '../../shared/labels.ts';

/** Funnel sessions of one step and action, summed over days (actions as docs/domain.md defines them). */
export interface FunnelCount {
  step: number;
  action: string;
  sessions: number;
}

/** A month's requests by their visit (ADR 062): from a counted visitor (one per visitor and day), without one. */
export interface RequestVisits {
  withVisit: number;
  withoutVisit: number;
}

/** Per month (1–12): daily visitors summed, funnel sessions that started step 1, leads created per source. */
interface MonthCounts {
  visitors: Map<number, number>;
  funnelClicks: Map<number, number>;
  leads: Map<number, LeadsBySource>;
  requestVisits: Map<number, RequestVisits>;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** All twelve months, zeros where nothing happened, with the conversion of each (null without visitors). */
function monthlyFigures({ visitors, funnelClicks, leads, requestVisits }: MonthCounts): MonthFigures[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    const uniqueVisitors = visitors.get(month) ?? 0;
    const leadsBySource = leads.get(month) ?? noLeads();
    const visits = requestVisits.get(month) ?? { withVisit: 0, withoutVisit: 0 };
    return {
      month,
      uniqueVisitors,
      funnelClicks: funnelClicks.get(month) ?? 0,
      leadsGenerated: sum(Object.values(leadsBySource)),
      leadsBySource,
      visitorsWithRequest: visits.withVisit,
      requestsWithoutVisit: visits.withoutVisit,
      conversionRate: conversionRate(visits.withVisit, uniqueVisitors),
    };
  });
}

/**
 * The funnel as Plausible shows it: per step the sessions that started it, and the share of them that
 * never started the next step (for the last step: never completed it); beside it the sessions abandoned
 * at that step and those still running there (docs/domain.md).
 */
export function funnelFigures(counts: FunnelCount[]): FunnelStepFigures[] {
  const count = (step: number, action: string) =>
    counts.filter((row) => row.step === step && row.action === action).reduce((total, row) => total + row.sessions, 0);
  return Array.from({ length: FUNNEL_STEPS }, (_, index) => {
    const step = index + 1;
    const started = count(step, 'started');
    const completed = count(step, 'completed');
    const wentOn = step < FUNNEL_STEPS ? count(step + 1, 'started') : completed;
    return {
      step,
      title: funnelStepTitles[step]!,
      started,
      completed,
      abandoned: count(step, 'abandoned'),
      running: count(step, 'running'),
      dropOffPercent: percentOf(Math.max(0, started - wentOn), started),
    };
  });
}

export interface YearCounts extends MonthCounts {
  funnel: FunnelCount[];
  topPages: TopEntry[];
  referrers: TopEntry[];
  utmSources: TopEntry[];
  responseTimes: ResponseTimeFigures[];
}

/** The analytics answer of a year from its counts. */
export function yearFigures(year: number, counts: YearCounts): AnalyticsJson {
  const monthlyData = monthlyFigures(counts);
  const totalVisitors = sum(monthlyData.map((month) => month.uniqueVisitors));
  const totalVisitorsWithRequest = sum(monthlyData.map((month) => month.visitorsWithRequest));
  const totalLeadsBySource = noLeads();
  for (const month of monthlyData)
    for (const [source, leads] of Object.entries(month.leadsBySource) as [keyof LeadsBySource, number][])
      totalLeadsBySource[source] = (totalLeadsBySource[source] ?? 0) + leads;
  return {
    year,
    totalVisitors,
    totalFunnelClicks: sum(monthlyData.map((month) => month.funnelClicks)),
    totalLeads: sum(monthlyData.map((month) => month.leadsGenerated)),
    totalLeadsBySource,
    totalVisitorsWithRequest,
    totalRequestsWithoutVisit: sum(monthlyData.map((month) => month.requestsWithoutVisit)),
    averageConversionRate: conversionRate(totalVisitorsWithRequest, totalVisitors),
    monthlyData,
    funnel: funnelFigures(counts.funnel),
    topPages: counts.topPages,
    referrers: counts.referrers,
    utmSources: counts.utmSources,
    responseTimes: counts.responseTimes,
  };
}
