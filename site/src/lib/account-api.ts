import { accountMessages } from '#features/accounts/contract/account-messages.ts';
import type { ClientResponse } from 'hono/client';
import { $session, clearSession, storeLogin } from '../stores/session.ts';
import { showToastOnNextPage } from '../stores/toast.ts';
import { ApiError, answerOf, createClient, type OkBody } from './api.ts';

/**
 * Calls for a logged-in user: the stored token goes along, and a 401 means the session is over: the
 * browser forgets it and the visitor goes to /login with "Session abgelaufen".
 */
export const accountApi = createClient((): Record<string, string> => {
  const token = $session.get()?.token;
  return token ? { Authorization: `Bearer ${token}` } : {};
}).api;

/** Like answerOf, and a 401 ends the stored session. */
export async function accountAnswerOf<R extends ClientResponse<unknown>>(request: Promise<R>): Promise<OkBody<R>> {
  try {
    return await answerOf(request);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endExpiredSession();
    throw error;
  }
}

/** A file answer (a PDF) as a Blob, fetched with the token; failures raised as accountAnswerOf raises them. */
export async function accountBlobOf(request: Promise<ClientResponse<unknown>>): Promise<Blob> {
  const response = await request;
  if (response.ok) return response.blob();
  if (response.status === 401) endExpiredSession();
  throw new ApiError(response.status, await response.text(), response.statusText);
}

function endExpiredSession(): void {
  clearSession();
  showToastOnNextPage({ title: accountMessages.sessionExpiredTitle, description: accountMessages.sessionExpired, variant: 'destructive' });
  window.location.assign('/login');
}

/**
 * The signed-in account as the server knows it. A session that still owes its second factor gets no
 * account data from the server (ADR 045): that is a 403 here, as every other route answers it.
 */
export async function loadSessionUser(signal?: AbortSignal) {
  const { user, twoFactor } = await accountAnswerOf(accountApi.session.$get(undefined, { init: { signal } }));
  if (!user) throw new ApiError(403, twoFactor ?? '', 'Forbidden');
  return user;
}

/** Which step of the second factor this session still owes (the code, or the setup), or null (ADR 038, 045). */
export async function owedSecondFactor(signal?: AbortSignal) {
  return (await accountAnswerOf(accountApi.session.$get(undefined, { init: { signal } }))).twoFactor;
}

/** The account as the server knows it, stored again over a stored record that lacks what the screens need. */
export async function refreshStoredUser() {
  const token = $session.get()?.token;
  const user = await loadSessionUser();
  if (token) storeLogin(token, user);
  return user;
}

/**
 * A form with files (multipart), sent once under its Idempotency-Key with the session's token: the Abnahme's
 * and the Aufmaß's records. A plain fetch, as the typed client knows no multipart body for these routes (they
 * read the parts themselves). A failed connection rejects with a TypeError, a refusal with an ApiError.
 */
export async function postFormOnce<Answer>(path: string, idempotencyKey: string, form: FormData): Promise<Answer> {
  const token = $session.get()?.token;
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Idempotency-Key': idempotencyKey, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return (await response.json()) as Answer;
}
