import { accountAnswerOf, accountApi } from '../../../lib/account-api.ts';

/** The lead page's "bereits bekannt" (GET /api/admin/leads/:id/known). */
export const loadKnownContact = (leadId: number, signal?: AbortSignal) =>
  accountAnswerOf(accountApi.admin.leads[':id'].known.$get({ param: { id: String(leadId) } }, { init: { signal } }));
