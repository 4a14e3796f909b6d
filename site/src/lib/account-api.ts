import { accountMessages } from '../../../api/src/shared/account-messages.ts';
import { $session, clearSession } from '../stores/session.ts';
import { showToastOnNextPage } from '../stores/toast.ts';
import { ApiError, apiRequest, type ApiRequestOptions } from './api-client.ts';

/**
 * Calls for a logged-in user: the stored token goes along, and a 401 means the session is over: the
 * browser forgets it and the visitor goes to /login with "Session abgelaufen" (accounts-and-admin.md
 * sections 4 and 8).
 */
export async function accountRequest<T>(path: string, options: Omit<ApiRequestOptions, 'token'> = {}): Promise<T> {
  try {
    return await apiRequest<T>(path, { ...options, token: $session.get()?.token });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endExpiredSession();
    throw error;
  }
}

export function endExpiredSession(): void {
  clearSession();
  showToastOnNextPage({ title: accountMessages.sessionExpiredTitle, description: accountMessages.sessionExpired, variant: 'destructive' });
  window.location.assign('/login');
}

/** The server's German message of a failed call, or the screen's own. */
export function messageOf(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

/** The first message per field of a 400 answer, for the form to show at its fields. */
export function fieldMessagesOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const issues = (JSON.parse(error.body) as { issues?: Record<string, string[]> }).issues ?? {};
    return Object.fromEntries(Object.entries(issues).map(([field, messages]) => [field, messages[0]!]));
  } catch {
    return {};
  }
}
