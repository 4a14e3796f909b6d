import { accountAnswerOf, accountApi } from '../../../lib/account-api.ts';

/** The "Zahlungseingänge" screen's calls (issue 35). */

const statements = accountApi.admin['bank-statements'];
const idParam = (id: number) => ({ param: { id: String(id) } });

export const loadImports = (signal?: AbortSignal) => accountAnswerOf(statements.$get(undefined, { init: { signal } }));

export const uploadStatement = (file: File) => accountAnswerOf(statements.$post({ form: { file } }));

export const confirmSuggestion = (entryId: number, invoiceId: number) =>
  accountAnswerOf(statements.entries[':id'].confirm.$post({ ...idParam(entryId), json: { invoiceId } }));

export const assignEntry = (entryId: number, invoiceNumber: string) =>
  accountAnswerOf(statements.entries[':id'].assign.$post({ ...idParam(entryId), json: { invoiceNumber } }));
