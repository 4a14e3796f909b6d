import { FUNNEL_STEPS } from '../funnel/contract/funnel.ts';
import { conversionRate, type AnalyticsJson, type FunnelStepFigures, type MonthFigures, type TopEntry } from './contract/analytics.ts';
import { funnelStepTitles } from '../../shared/labels.ts';

/** Funnel sessions of one step and action, summed over days. */
export interface FunnelCount {
  step: number;
  action: string;
  sessions: number;
}

/** Per month (1–12): daily visitors summed, funnel sessions that started step 1, leads created. */
interface MonthCounts {
  visitors: Map<number, number>;
  funnelClicks: Map<number, number>;
  leads: Map<number, number>;
}

/** All twelve months, zeros where nothing happened, with the conversion of each. */
function monthlyFigures({ visitors, funnelClicks, leads }: MonthCounts): MonthFigures[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    const uniqueVisitors = visitors.get(month) ?? 0;
    const leadsGenerated = leads.get(month) ?? 0;
    return {
      month,
      uniqueVisitors,
      funnelClicks: funnelClicks.get(month) ?? 0,
      leadsGenerated,
      conversionRate: conversionRate(leadsGenerated, uniqueVisitors),
    };
  });
}

/**
 * The funnel as Plausible shows it: per step the sessions that started it, and the share of them that
 * never started the next step (for the last step: never completed it).
 */
export function funnelFigures(counts: FunnelCount[]): FunnelStepFigures[] {
  const count = (step: number, action: string) =>
    counts.filter((row) => row.step === step && row.action === action).reduce((sum, row) => sum + row.sessions, 0);
  return Array.from({ length: FUNNEL_STEPS }, (_, index) => {
    const step = index + 1;
    const started = count(step, 'started');
    const completed = count(step, 'completed');
    const wentOn = step < FUNNEL_STEPS ? count(step + 1, 'started') : completed;
    const lost = Math.max(0, started - wentOn);
    return {
      step,
      title: funnelStepTitles[step]!,
      started,
      completed,
      abandoned: count(step, 'abandoned'),
      dropOffPercent: started > 0 ? Math.round((lost / started) * 1000) / 10 : 0,
    };
  });
}

export interface YearCounts extends MonthCounts {
  funnel: FunnelCount[];
  topPages: TopEntry[];
  referrers: TopEntry[];
  utmSources: TopEntry[];
}

/** The analytics answer of a year from its counts. */
export function yearFigures(year: number, counts: YearCounts): AnalyticsJson {
  const monthlyData = monthlyFigures(counts);
  const totalVisitors = monthlyData.reduce((sum, month) => sum + month.uniqueVisitors, 0);
  const totalLeads = monthlyData.reduce((sum, month) => sum + month.leadsGenerated, 0);
  return {
    year,
    totalVisitors,
    totalFunnelClicks: monthlyData.reduce((sum, month) => sum + month.funnelClicks, 0),
    totalLeads,
    averageConversionRate: conversionRate(totalLeads, totalVisitors),
    monthlyData,
    funnel: funnelFigures(counts.funnel),
    topPages: counts.topPages,
    referrers: counts.referrers,
    utmSources: counts.utmSources,
  };
}
