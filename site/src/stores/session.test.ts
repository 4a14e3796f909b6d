import { afterEach, describe, expect, it, vi } from 'vitest';
import { $session, clearSession, loadSession, profilePath, readStoredSession } from './session.ts';

function memoryStorage(entries: Record<string, string>) {
  const data = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    removeItem: (key: string) => void data.delete(key),
    keys: () => [...data.keys()],
  };
}

afterEach(() => vi.restoreAllMocks());

describe('stored browser session', () => {
  it('is logged in only with parseable userData and an adminToken', () => {
    const user = JSON.stringify({ role: 'customer', firstName: 'Eva' });
    expect(readStoredSession(memoryStorage({ userData: user, adminToken: 't' }))).toEqual({
      user: { role: 'customer', firstName: 'Eva' },
      token: 't',
    });
    expect(readStoredSession(memoryStorage({ userData: user }))).toBeNull();
    expect(readStoredSession(memoryStorage({ adminToken: 't' }))).toBeNull();
  });

  it('treats unreadable userData as logged out and logs it', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readStoredSession(memoryStorage({ userData: '{kaputt', adminToken: 't' }))).toBeNull();
    expect(readStoredSession(memoryStorage({ userData: '"nur text"', adminToken: 't' }))).toBeNull();
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('sends staff to their start in the back office and everyone else to the customer area', () => {
    expect(profilePath({ role: 'admin' })).toBe('/admin/dashboard');
    expect(profilePath({ role: 'customer' })).toBe('/dashboard');
    expect(profilePath({ role: 'user' })).toBe('/dashboard');
    expect(profilePath({ role: 'katalog' })).toBe('/admin/product-lines');
    expect(profilePath({ role: 'buero' })).toBe('/admin/dashboard');
  });

  it('clears every stored key and the store on logout', () => {
    const storage = memoryStorage({
      userData: JSON.stringify({ role: 'admin' }),
      adminToken: 't',
      adminUser: '{}',
      userToken: 'u',
      utm_params: '{}',
    });
    loadSession(storage);
    expect($session.get()?.user.role).toBe('admin');
    clearSession(storage);
    expect($session.get()).toBeNull();
    expect(storage.keys()).toEqual(['utm_params']);
  });
});
