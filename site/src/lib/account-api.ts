import { accountMessages } from '#shared/account-messages.ts';
import type { AccountUser } from '#shared/accounts.ts';
import { $session, clearSession, storeLogin } from '../stores/session.ts';
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

/** The account as the server knows it, stored again over a stored record that lacks what the screens need. */
export async function refreshStoredUser(): Promise<AccountUser> {
  const token = $session.get()?.token;
  const { user } = await accountRequest<{ user: AccountUser }>('/api/session');
  if (token) storeLogin(token, user);
  return user;
}
