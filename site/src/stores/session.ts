import { atom } from 'nanostores';

/**
 * The browser's view of who is logged in (public-area.md section 4): logged in only when the stored
 * userData parses and an adminToken exists. Content pages, islands and the header all read this store.
 */

export const STORAGE_KEYS = {
  user: 'userData',
  token: 'adminToken',
  adminUser: 'adminUser',
  legacyToken: 'userToken',
} as const;

export interface StoredUser {
  role: string;
  username?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  [field: string]: unknown;
}

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

/** Where "Profil" leads: the back office for admins, the customer area for everyone else. */
export function profilePath(user: StoredUser): string {
  return user.role === 'admin' ? '/admin/dashboard' : '/dashboard';
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

/** Logout as the header offers it: forget the stored session and go to the home page. */
export function logout(navigate: (path: string) => void = (path) => window.location.assign(path)): void {
  clearSession();
  navigate('/');
}
