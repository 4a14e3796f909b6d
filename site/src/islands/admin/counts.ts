import { atom } from 'nanostores';
import type { WorkspaceCountsJson } from '#features/leads/contract/leads-admin.ts';
import { loadCounts } from './leads/api.ts';

/**
 * The sidebar's counts (new leads, new messages, overdue leads), shared by every screen: opening a lead
 * or reading a message refreshes them, and so does every change of screen and a minute's wait.
 */
export const $adminCounts = atom<WorkspaceCountsJson | null>(null);

let pending: Promise<void> | null = null;

export function refreshCounts(): Promise<void> {
  // Several screens asking at once share one request.
  pending ??= loadCounts()
    .then((counts) => $adminCounts.set(counts))
    .catch(() => {
      // The counts are a hint; the lists themselves say when loading fails.
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
