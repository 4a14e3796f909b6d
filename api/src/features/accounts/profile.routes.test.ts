import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, validateSessionToken } from './session.ts';
import { createTestApi, type TestApi } from '../../../testing/test-api.ts';
import { createTestUser } from '../../../testing/test-users.ts';

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.cleanup());

const put = (token: string, json: unknown) =>
  test.request('/api/admin/profile', { method: 'PUT', json, headers: { Authorization: `Bearer ${token}` } });

describe('/api/admin/profile', () => {
  it('shows the e-mail address, the failed logins of the last day and the two-factor status', async () => {
    const admin = await createTestUser(test.db, { role: 'admin' });
    const response = await test.request('/api/admin/profile', { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(await response.json()).toEqual({
      email: admin.user.email,
      username: admin.user.username,
      failedLogins: 0,
      twoFactor: { enabled: false, required: false, recoveryCodesLeft: 0, pending: null },
    });
  });

  it('needs the right current password', async () => {
    const admin = await createTestUser(test.db, { role: 'admin' });
    const response = await put(admin.token, { email: 'neu@example.de', currentPassword: 'falsch' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Das aktuelle Passwort ist nicht korrekt.',
      issues: { currentPassword: ['Das aktuelle Passwort ist nicht korrekt.'] },
    });
  });

  it('changes the e-mail and, with a new password, ends every other session but this one', async () => {
    const admin = await createTestUser(test.db, { role: 'admin' });
    const other = (await createSession(test.db, admin.user))!;
    const response = await put(admin.token, { email: 'chef@example.de', currentPassword: admin.password, newPassword: 'neues-passwort' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: 'chef@example.de', message: 'Profil wurde erfolgreich aktualisiert' });
    expect((await validateSessionToken(test.db, other.token)).user).toBeNull();
    expect((await validateSessionToken(test.db, admin.token)).user?.email).toBe('chef@example.de');
  });

  it('checks the fields with the spec messages and refuses an e-mail another account has', async () => {
    const admin = await createTestUser(test.db, { role: 'admin' });
    const customer = await createTestUser(test.db);
    const invalid = await put(admin.token, { email: 'kaputt', currentPassword: '', newPassword: '123' });
    expect((await invalid.json()).issues).toEqual({
      email: ['Ungültige E-Mail-Adresse'],
      currentPassword: ['Aktuelles Passwort ist erforderlich'],
      newPassword: ['Neues Passwort muss mindestens 6 Zeichen lang sein'],
    });
    expect((await put(admin.token, { email: customer.user.email, currentPassword: admin.password })).status).toBe(409);
  });
});
