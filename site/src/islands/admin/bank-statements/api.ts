import { accountAnswerOf, accountApi } from '../../../lib/account-api.ts';

/** The "Zahlungseingänge" screen's calls (issue 35); imports and their bookings are read a page at a time (ADR 075). */

const statements = accountApi.admin['bank-statements'];
const idParam = (id: number) => ({ param: { id: String(id) } });

/** Imports on one page of the screen: each shows a page of its bookings below it. */
const IMPORTS_PER_PAGE = '10';

export const loadImports = (page: string | null, signal?: AbortSignal) =>
  accountAnswerOf(statements.$get({ query: { ...(page ? { page } : {}), pageSize: IMPORTS_PER_PAGE } }, { init: { signal } }));

export const loadEntries = (importId: number, page: number, signal?: AbortSignal) =>
  accountAnswerOf(statements[':id'].entries.$get({ ...idParam(importId), query: { page: String(page) } }, { init: { signal } }));

export const uploadStatement = (file: File) => accountAnswerOf(statements.$post({ form: { file } }));

export const confirmSuggestion = (entryId: number, invoiceId: number) =>
  accountAnswerOf(statements.entries[':id'].confirm.$post({ ...idParam(entryId), json: { invoiceId } }));

export const assignEntry = (entryId: number, invoiceNumber: string) =>
  accountAnswerOf(statements.entries[':id'].assign.$post({ ...idParam(entryId), json: { invoiceNumber } }));
