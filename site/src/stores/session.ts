import { atom } from 'nanostores';
import type { AccountUser } from '#features/accounts/contract/accounts.ts';
import { accountHomePath } from '#features/accounts/contract/login-paths.ts';
import { isStaffRole } from '#features/accounts/contract/permissions.ts';

/**
 * The browser's view of who is logged in: logged in only when the stored
 * userData parses and an adminToken exists. Content pages, islands and the header all read this store.
 */

const STORAGE_KEYS = {
  user: 'userData',
  token: 'adminToken',
  adminUser: 'adminUser',
  legacyToken: 'userToken',
} as const;

/** What the login stored: our AccountUser, but it may be an older or foreign record; only the role is sure. */
export type StoredUser = { role: string } & Partial<Omit<AccountUser, 'role'>>;

export interface BrowserSession {
  user: StoredUser;
  token: string;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'removeItem'>;

export const $session = atom<BrowserSession | null>(null);

export function readStoredSession(storage: KeyValueStorage): BrowserSession | null {
  const rawUser = storage.getItem(STORAGE_KEYS.user);
  const token = storage.getItem(STORAGE_KEYS.token);
  if (!rawUser || !token) return null;
  try {
    const user: unknown = JSON.parse(rawUser);
    if (typeof user !== 'object' || user === null || typeof (user as StoredUser).role !== 'string') {
      throw new Error('userData ohne Rolle');
    }
    return { user: user as StoredUser, token };
  } catch (error) {
    console.error('Gespeicherte Benutzerdaten sind unlesbar; Sie gelten als abgemeldet.', error);
    return null;
  }
}

/** Where "Profil" leads: the back office for staff, the customer area for everyone else. */
export function profilePath(user: StoredUser): string {
  return accountHomePath(user.role);
}

export function loadSession(storage: KeyValueStorage = localStorage): void {
  $session.set(readStoredSession(storage));
}

export function clearSession(storage: KeyValueStorage = localStorage): void {
  for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
  $session.set(null);
}

/** Keeps every open tab in step when another tab logs in or out. */
export function followSessionAcrossTabs(): void {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.user || event.key === STORAGE_KEYS.token) loadSession();
  });
}

/** After a login: the token and the user record, as the spec's clients keep them (adminUser for admins). */
export function storeLogin(token: string, user: StoredUser, storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage): void {
  storage.setItem(STORAGE_KEYS.token, token);
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  if (isStaffRole(user.role)) storage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(user));
  else storage.removeItem(STORAGE_KEYS.adminUser);
  $session.set({ user, token });
}

/** The profile was saved: the stored user record follows. */
export function updateStoredUser(user: StoredUser, storage: Pick<Storage, 'setItem'> = localStorage): void {
  const session = $session.get();
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  if (session) $session.set({ ...session, user });
}

/**
 * Logout: the server ends the session (so a copied token is worthless), the browser forgets it, and the
 * visitor lands on `to` (the home page from the header) and reads "Abgemeldet" there. A failed server
 * call still logs out here. The toast's text and store load with the click: every page's header reads
 * this store at load, and a content page loads no more than it shows (ADR 087).
 */
export async function logout(to = '/', navigate: (path: string) => void = (path) => window.location.assign(path)): Promise<void> {
  const token = $session.get()?.token ?? localStorage.getItem(STORAGE_KEYS.token);
  const toastParts = Promise.all([import('#features/accounts/contract/account-messages.ts'), import('./toast.ts')]);
  await fetch('/api/logout', {
    method: 'POST',
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => undefined);
  clearSession();
  const [{ accountMessages }, { showToastOnNextPage }] = await toastParts;
  showToastOnNextPage({ title: accountMessages.loggedOut });
  navigate(to);
}
