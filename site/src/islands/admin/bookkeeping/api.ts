import type { BookkeepingSettings } from '#features/bookkeeping/contract/bookkeeping.ts';
import { accountAnswerOf, accountApi, accountBlobOf } from '../../../lib/account-api.ts';

/** Einstellungen → Buchhaltung: the adviser's settings, the closed months and the DATEV export (ADR 059). */

const settings = accountApi.admin.settings.bookkeeping;
const months = accountApi.admin.bookkeeping.months;

export const loadBookkeepingSettings = (signal?: AbortSignal) => accountAnswerOf(settings.$get({}, { init: { signal } }));
export const saveBookkeepingSettings = (value: BookkeepingSettings) => accountAnswerOf(settings.$put({ json: value }));
export const loadClosedMonths = (signal?: AbortSignal) => accountAnswerOf(months.$get({}, { init: { signal } }));
export const closeMonth = (month: string) => accountAnswerOf(months.$post({ json: { month } }));

/** The ZIP, and when this closed period went to the adviser before, the time of that first export. */
export async function loadDatevExport(from: string, to: string) {
  const response = await accountApi.admin.exports.datev.$get({ query: { from, to } });
  const repeatOf = response.ok ? response.headers.get('X-Datev-Repeat') : null;
  return { zip: await accountBlobOf(Promise.resolve(response)), repeatOf };
}
