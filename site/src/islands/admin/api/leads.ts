import type { MessageListJson } from '#shared/contact-inbox.ts';
import type { LeadStatus } from '#shared/labels.ts';
import type { BulkAction, DashboardJson, ErasureJson, LeadDetailJson, LeadHistoryEntry } from '#shared/leads-admin.ts';
import { accountRequest } from '../../../lib/account-api.ts';

/**
 * Every call the lead inbox and the privacy screen make, in one module: when the site moves to Hono's
 * typed client, this file is the one that changes. `search` is the screen's address query, passed on
 * as it is (the server checks it).
 */

export const loadDashboard = (search: URLSearchParams, signal?: AbortSignal) => accountRequest<DashboardJson>(`/api/admin/dashboard?${search}`, { signal });

export const loadLead = (id: number, signal?: AbortSignal) => accountRequest<LeadDetailJson>(`/api/admin/leads/${id}`, { signal });

export const setLeadStatus = (id: number, status: LeadStatus) =>
  accountRequest<{ id: number; status: LeadStatus }>(`/api/admin/leads/${id}/status`, { method: 'PUT', body: { status } });

export const deleteLead = (id: number) => accountRequest<{ deleted: number }>(`/api/admin/leads/${id}`, { method: 'DELETE' });

export const addLeadNote = (id: number, text: string) =>
  accountRequest<LeadHistoryEntry>(`/api/admin/leads/${id}/notes`, { method: 'POST', body: { text } });

/** One status for all selected leads. */
export const setStatusOfLeads = (ids: number[], status: LeadStatus) =>
  accountRequest<{ updated: number; status: LeadStatus }>('/api/admin/leads/bulk', { method: 'POST', body: { action: 'status', ids, status } satisfies BulkAction });

/** Deletes all selected leads (after the one confirmation). */
export const deleteLeads = (ids: number[]) =>
  accountRequest<{ deleted: number }>('/api/admin/leads/bulk', { method: 'POST', body: { action: 'delete', ids } satisfies BulkAction });

/** A plain link: the download carries the session cookie, and the browser saves the streamed file. */
export const leadExportUrl = (search: URLSearchParams) => `/api/admin/leads/export.csv?${search}`;

export const loadMessages = (search: URLSearchParams, signal?: AbortSignal) => accountRequest<MessageListJson>(`/api/admin/messages?${search}`, { signal });

export const setMessageStatus = (id: number, status: LeadStatus) =>
  accountRequest<{ id: number; status: LeadStatus }>(`/api/admin/messages/${id}/status`, { method: 'PUT', body: { status } });

export const deleteMessage = (id: number) => accountRequest<{ deleted: number }>(`/api/admin/messages/${id}`, { method: 'DELETE' });

export const personalDataUrl = (email: string) => `/api/admin/privacy?${new URLSearchParams({ email })}`;

export const erasePersonalData = (email: string) =>
  accountRequest<ErasureJson>(`/api/admin/privacy?${new URLSearchParams({ email })}`, { method: 'DELETE' });
