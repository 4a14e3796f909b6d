import type { LeadStatus } from '#shared/labels.ts';
import type { BulkAction } from '#features/leads/contract/leads-admin.ts';
import { accountAnswerOf, accountApi } from '../../../lib/account-api.ts';

/**
 * Every call the lead inbox and the privacy screen make, in one module, through the typed client: the
 * answers are the routes' own types. `search` is the screen's address query, passed on as it is (the
 * server checks it).
 */

const leads = accountApi.admin.leads;
const messages = accountApi.admin.messages;
const idParam = (id: number) => ({ param: { id: String(id) } });

export const loadDashboard = (search: URLSearchParams, signal?: AbortSignal) =>
  accountAnswerOf(accountApi.admin.dashboard.$get({ query: Object.fromEntries(search) }, { init: { signal } }));

/** One lead by its id or, from the notification mail's link, its reference ("A-7K3M9Q"). */
export const loadLead = (key: number | string, signal?: AbortSignal) =>
  accountAnswerOf(leads[':key'].$get({ param: { key: String(key) } }, { init: { signal } }));

/** Marks the lead as opened (no longer new); the first opening is written to its history. */
export const markLeadOpened = (id: number) => accountAnswerOf(leads[':id'].opened.$post(idParam(id)));

/** The sidebar's counts. */
export const loadCounts = (signal?: AbortSignal) => accountAnswerOf(accountApi.admin.counts.$get(undefined, { init: { signal } }));

export const setLeadStatus = (id: number, status: LeadStatus) =>
  accountAnswerOf(leads[':id'].status.$put({ ...idParam(id), json: { status } }));

export const deleteLead = (id: number) => accountAnswerOf(leads[':id'].$delete(idParam(id)));

export const addLeadNote = (id: number, text: string) => accountAnswerOf(leads[':id'].notes.$post({ ...idParam(id), json: { text } }));

/** One status for all selected leads. */
export const setStatusOfLeads = (ids: number[], status: LeadStatus) =>
  accountAnswerOf(leads.bulk.$post({ json: { action: 'status', ids, status } satisfies BulkAction }));

/** Deletes all selected leads (after the one confirmation). */
export async function deleteLeads(ids: number[]) {
  const answer = await accountAnswerOf(leads.bulk.$post({ json: { action: 'delete', ids } satisfies BulkAction }));
  // The route answers both actions; a delete is answered with the count deleted.
  return { deleted: 'deleted' in answer ? answer.deleted : 0 };
}

/** A plain link: the download carries the session cookie, and the browser saves the streamed file. */
export const leadExportUrl = (search: URLSearchParams) => `/api/admin/leads/export.csv?${search}`;

export const loadMessages = (search: URLSearchParams, signal?: AbortSignal) =>
  accountAnswerOf(messages.$get({ query: Object.fromEntries(search) }, { init: { signal } }));

export const setMessageStatus = (id: number, status: LeadStatus) =>
  accountAnswerOf(messages[':id'].status.$put({ ...idParam(id), json: { status } }));

export const markMessageOpened = (id: number) => accountAnswerOf(messages[':id'].opened.$post(idParam(id)));

export const deleteMessage = (id: number) => accountAnswerOf(messages[':id'].$delete(idParam(id)));

/** The access report: the German document to hand the person, or with `json` the same data machine-readable. */
export const personalDataUrl = (email: string, format: 'text' | 'json' = 'text') =>
  `/api/admin/privacy?${new URLSearchParams(format === 'json' ? { email, format } : { email })}`;

export const erasePersonalData = (email: string) => accountAnswerOf(accountApi.admin.privacy.$delete({ query: { email } }));

/** "Wie kam der Kunde zu uns?": the owner's list of answers and a lead's answer (ADR 062). */
export const loadLeadOriginChoices = (signal?: AbortSignal) =>
  accountAnswerOf(accountApi.admin.settings['lead-origins'].$get(undefined, { init: { signal } }));

export const saveLeadOriginChoices = (choices: string[]) =>
  accountAnswerOf(accountApi.admin.settings['lead-origins'].$put({ json: { choices } }));

export const setLeadOrigin = (id: number, origin: string) =>
  accountAnswerOf(leads[':id'].origin.$put({ ...idParam(id), json: { origin } }));
