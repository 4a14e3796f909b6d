import type { DunningLevel } from '#features/invoices/contract/dunning.ts';
import type { IssuableInvoiceKind } from '#features/invoices/contract/invoices.ts';
import { accountAnswerOf, accountApi, accountBlobOf } from '../../../lib/account-api.ts';

/** The "Rechnungen" screen's calls (issue 23). `search` is the screen's address query, passed on as it is. */

const invoices = accountApi.admin.invoices;
const idParam = (id: number) => ({ param: { id: String(id) } });

export const loadInvoices = (search: URLSearchParams, signal?: AbortSignal) =>
  accountAnswerOf(invoices.$get({ query: Object.fromEntries(search) }, { init: { signal } }));

export const loadInvoice = (id: number, signal?: AbortSignal) => accountAnswerOf(invoices[':id'].$get(idParam(id), { init: { signal } }));

export const issueInvoice = (orderId: number, kind: IssuableInvoiceKind, serviceDate?: string, retention?: number) =>
  accountAnswerOf(accountApi.admin.orders[':id'].invoices.$post({ ...idParam(orderId), json: { kind, serviceDate, retention } }));

export const recordPayment = (id: number, amount: number, date: string, closedMonthConfirmed = false) =>
  accountAnswerOf(invoices[':id'].payments.$post({ ...idParam(id), json: { amount, date, closedMonthConfirmed } }));

export const cancelInvoice = (id: number) => accountAnswerOf(invoices[':id'].cancel.$post(idParam(id)));

export const sendReminder = (id: number) => accountAnswerOf(invoices[':id'].reminder.$post(idParam(id)));

export const loadInvoicePdf = (id: number) => accountBlobOf(invoices[':id'].pdf.$get(idParam(id)));

export const loadInvoiceXml = (id: number) => accountBlobOf(invoices[':id']['xrechnung.xml'].$get(idParam(id)));

export const loadInvoicesCsv = (search: URLSearchParams) =>
  accountBlobOf(invoices['export.csv'].$get({ query: Object.fromEntries(search) }));

export const loadDueDunning = (signal?: AbortSignal) => accountAnswerOf(accountApi.admin.dunning.$get({}, { init: { signal } }));

export const sendDunning = (id: number, level: DunningLevel) =>
  accountAnswerOf(accountApi.admin.dunning[':id'].$post({ ...idParam(id), json: { level } }));
