import { analyticsQuerySchema } from './analytics.ts';
import { z } from '../../../shared/zod.ts';

/**
 * "Anfrage bis Umsatz" (issue 39, ADR 062): from the visit to the paid order, per origin, landing page or
 * month of the request. The figures are defined in docs/domain.md ("From request to revenue").
 */
export const revenueGroupings = ['source', 'landing', 'month'] as const;
export type RevenueGrouping = (typeof revenueGroupings)[number];

export const revenueQuerySchema = z.extend(analyticsQuerySchema, {
  by: z._default(z.enum(revenueGroupings, { error: 'Bitte nach Herkunft, Einstiegsseite oder Monat gruppieren.' }), 'source'),
});

export interface RevenueRow {
  /** The origin, the landing path or the month (1–12); "unbekannt" for requests without one. */
  key: string;
  /** Visitors of that origin, page or month (daily visitors summed); null where no visits are counted for it. */
  visitors: number | null;
  requests: number;
  /** Requests with a quote sent. */
  quotesSent: number;
  orders: number;
  /** Gross order value in cents. */
  orderValue: number;
  /** Payments on the orders' invoices in cents. */
  paidRevenue: number;
  medianDaysToOrder: number | null;
  medianDaysToPayment: number | null;
  /** Share of requests answered within 24 hours, of those answered or older than 24 hours; null without any. */
  answeredWithin24hRate: number | null;
}

export interface RevenueJson {
  year: number;
  by: RevenueGrouping;
  rows: RevenueRow[];
}

/** The switch of the screen "Anfrage bis Umsatz": what a row stands for. */
export const revenueGroupingLabels: Record<RevenueGrouping, string> = {
  source: 'Herkunft',
  landing: 'Einstiegsseite',
  month: 'Monat',
};

/** The key of requests without a known origin or landing page. */
export const UNKNOWN_KEY = 'unbekannt';
