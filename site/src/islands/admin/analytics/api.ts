import { accountAnswerOf, accountApi } from '../../../lib/account-api.ts';
import type { RevenueGrouping } from '#features/analytics/contract/revenue.ts';

/** Every call of the analytics screen, through the typed client (see leads.ts for why one module per resource). */
export const loadAnalytics = (year: number, signal?: AbortSignal) =>
  accountAnswerOf(accountApi.admin.analytics.$get({ query: { year: String(year) } }, { init: { signal } }));

export const loadRevenue = (year: number, by: RevenueGrouping, signal?: AbortSignal) =>
  accountAnswerOf(accountApi.admin.analytics.revenue.$get({ query: { year: String(year), by } }, { init: { signal } }));
