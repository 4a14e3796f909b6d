import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../platform/db/schema.ts';
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
      firstName: 'Erika',
      lastName: 'Muster',
      failedLogins: 0,
      twoFactor: { enabled: false, required: false, recoveryCodesLeft: 0, pending: null },
    });
  });

  it('takes the name the mails are signed with, and the next mail is signed with it', async () => {
    const admin = await createTestUser(test.db, { role: 'admin' });
    const auth = { Authorization: `Bearer ${admin.token}` };
    const empty = await test.request('/api/admin/profile/name', { method: 'PUT', json: { firstName: ' ', lastName: '' }, headers: auth });
    expect(empty.status).toBe(400);
    const named = await test.request('/api/admin/profile/name', {
      method: 'PUT',
      json: { firstName: 'Anna', lastName: 'Inhaber' },
      headers: auth,
    });
    expect(named.status).toBe(200);
    expect(await (await test.request('/api/admin/profile', { headers: auth })).json()).toMatchObject({
      firstName: 'Anna',
      lastName: 'Inhaber',
    });

    const email = `signiert-${process.pid}@example.de`;
    const invited = await test.request('/api/admin/team/invitations', { method: 'POST', json: { email, role: 'buero' }, headers: auth });
    expect(invited.status).toBe(201);
    const [mail] = await test.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(mail!.textBody).toContain('Mit freundlichen Grüßen\nAnna Inhaber\n');
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
