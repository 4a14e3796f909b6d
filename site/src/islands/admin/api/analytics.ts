import type { AnalyticsJson } from '../../../../../api/src/shared/analytics.ts';
import { accountRequest } from '../../../lib/account-api.ts';

/** Every call of the analytics screen (see leads.ts for why calls live in one module per resource). */
export const loadAnalytics = (year: number, signal?: AbortSignal) => accountRequest<AnalyticsJson>(`/api/admin/analytics?year=${year}`, { signal });
