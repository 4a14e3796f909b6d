import { accountAnswerOf, accountApi } from '../../../lib/account-api.ts';

/** The back office's one search (GET /api/admin/search). */
export const searchRecords = (q: string, signal?: AbortSignal) =>
  accountAnswerOf(accountApi.admin.search.$get({ query: { q } }, { init: { signal } }));
