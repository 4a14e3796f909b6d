import { and, eq } from 'drizzle-orm';
import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../testing/fixtures.ts';
import { emailChanges, outbox, users } from '../../platform/db/schema.ts';
import { accountMessages } from './contract/account-messages.ts';
import { twoFactorMessages } from './contract/two-factor-messages.ts';
import { pendingEmailStatement } from './email-change.ts';
import { createSession, validateSessionToken } from './session.ts';
import { createTestUser } from '../../../testing/test-users.ts';

const test = testApiForFile();

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
      weeklyReport: true,
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

describe('the e-mail address of a staff account (ADR 045)', () => {
  const as = (token: string, method: string, path: string, json?: unknown) =>
    test.request(path, { method, headers: { Authorization: `Bearer ${token}` }, ...(json === undefined ? {} : { json }) });
  const profile = (email: string) => ({ firstName: 'Erika', lastName: 'Muster', email });
  const emailOf = async (id: number) => (await test.db.select().from(users).where(eq(users.id, id)))[0]!.email;

  it('a session before its second factor changes nothing in the customer area', async () => {
    const staff = await createTestUser(test.db, { role: 'vertrieb' });
    await test.db
      .update(users)
      .set({ totpKey: new Secret({ size: 20 }).base32 })
      .where(eq(users.id, staff.user.id));
    const changed = await as(staff.token, 'PUT', '/api/customer/profile', profile('angreifer@example.de'));
    expect(changed.status).toBe(403);
    expect(await changed.json()).toEqual({ error: twoFactorMessages.codeStepNeeded });
    expect(await test.db.select().from(emailChanges).where(eq(emailChanges.userId, staff.user.id))).toEqual([]);
    expect((await as(staff.token, 'GET', '/api/customer/requests')).status).toBe(403);
  });

  it('is not changed in the customer area, not even with a link asked for before', async () => {
    const staff = await createTestUser(test.db, { role: 'vertrieb' });
    const changed = await as(staff.token, 'PUT', '/api/customer/profile', profile('neu-vertrieb@example.de'));
    expect(changed.status).toBe(403);
    expect(await changed.json()).toEqual({ error: accountMessages.staffEmailInBackOffice });
    expect(await test.db.select().from(outbox).where(eq(outbox.recipient, 'neu-vertrieb@example.de'))).toEqual([]);

    const earlier = pendingEmailStatement(test.db, staff.user.id, 'frueher@example.de');
    await earlier.statement;
    const confirmed = await as(staff.token, 'POST', '/api/customer/email/confirm', { token: earlier.token });
    expect(confirmed.status).toBe(403);
    expect(await emailOf(staff.user.id)).toBe(staff.user.email);
    // The same name and phone, the account's own address: still saved.
    expect((await as(staff.token, 'PUT', '/api/customer/profile', profile(staff.user.email))).status).toBe(200);
  });

  it('changes in the back-office profile with the current password, and the old address is told', async () => {
    const staff = await createTestUser(test.db, { role: 'vertrieb' });
    expect((await put(staff.token, { email: 'vertrieb-neu@example.de', currentPassword: 'falsch' })).status).toBe(400);
    expect(await emailOf(staff.user.id)).toBe(staff.user.email);
    expect((await put(staff.token, { email: 'vertrieb-neu@example.de', currentPassword: staff.password })).status).toBe(200);
    expect(await emailOf(staff.user.id)).toBe('vertrieb-neu@example.de');
    const notices = await test.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, staff.user.email), eq(outbox.topic, 'staff-email-changed')));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.textBody).toContain(`auf vertrieb-neu@example.de geändert`);
    // Saving the same address again tells nobody.
    expect((await put(staff.token, { email: 'vertrieb-neu@example.de', currentPassword: staff.password })).status).toBe(200);
    expect(await test.db.select().from(outbox).where(eq(outbox.recipient, 'vertrieb-neu@example.de'))).toEqual([]);
    expect(
      await test.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, staff.user.email), eq(outbox.topic, 'staff-email-changed'))),
    ).toHaveLength(1);
  });
});
