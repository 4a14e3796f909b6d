import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../testing/fixtures.ts';
import { createResetToken } from './password-reset.ts';
import { createSession, sessionIdFromToken, validateSessionToken } from './session.ts';
import { outbox, passwordResetTokens, users } from '../../platform/db/schema.ts';
import { createTestUser } from '../../../testing/test-users.ts';

const test = testApiForFile({ PUBLIC_SITE_URL: 'https://www.example.de' });

const post = (path: string, json: unknown) => test.request(path, { method: 'POST', json });
const FORGOT_ANSWER = {
  success: true,
  message: 'Falls ein Admin-Konto mit diesem Benutzernamen existiert, wurde eine E-Mail zum Zurücksetzen des Passworts gesendet.',
};
const resetMails = () => test.db.select().from(outbox).where(eq(outbox.topic, 'password-reset'));

async function waitForResetMails(count: number) {
  for (let tries = 0; tries < 50 && (await resetMails()).length < count; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return resetMails();
}

describe('forgot password', () => {
  it('gives the same answer for an admin, a customer and nobody, and mails only the admin a link', async () => {
    const admin = await createTestUser(test.db, { role: 'admin' });
    const customer = await createTestUser(test.db);
    for (const username of [admin.user.username, customer.user.username, 'gibt-es-nicht']) {
      const response = await post('/api/admin/forgot-password', { username });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(FORGOT_ANSWER);
    }
    const [mail] = await waitForResetMails(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await resetMails()).toHaveLength(1);
    expect(mail!.recipient).toBe(admin.user.email);
    const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail!.textBody)![1]!;
    expect(mail!.textBody).toContain('https://www.example.de/admin/reset-password?token=');

    const [stored] = await test.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, admin.user.id));
    expect(stored!.id).toBe(sessionIdFromToken(token));
    expect(stored!.id).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(60 * 60 * 1000);
  });
});

describe('reset password', () => {
  it('sets the new password once, ends every session, and refuses the link a second time', async () => {
    const admin = await createTestUser(test.db, { role: 'admin' });
    const second = (await createSession(test.db, admin.user))!;
    const token = await createResetToken(test.db, admin.user.id);

    const response = await post('/api/admin/reset-password', { token, newPassword: 'ganz-neu-42' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'Sie können sich jetzt mit Ihrem neuen Passwort anmelden.' });
    expect((await validateSessionToken(test.db, admin.token)).user).toBeNull();
    expect((await validateSessionToken(test.db, second.token)).user).toBeNull();
    expect((await post('/api/admin/login', { username: admin.user.username, password: 'ganz-neu-42' })).status).toBe(200);
    expect((await post('/api/admin/login', { username: admin.user.username, password: admin.password })).status).toBe(401);

    const reused = await post('/api/admin/reset-password', { token, newPassword: 'noch-neuer-1' });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ error: 'Der Reset-Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.' });
  });

  it('ends every older link when a new one is made, so only the newest mail works', async () => {
    const admin = await createTestUser(test.db, { role: 'admin' });
    const older = await createResetToken(test.db, admin.user.id);
    const newer = await createResetToken(test.db, admin.user.id);
    expect((await post('/api/admin/reset-password', { token: older, newPassword: 'aus-alter-mail' })).status).toBe(400);
    expect((await post('/api/admin/reset-password', { token: newer, newPassword: 'aus-neuer-mail' })).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const admin = await createTestUser(test.db, { role: 'admin' });
    const token = await createResetToken(test.db, admin.user.id, new Date(Date.now() - 61 * 60 * 1000));
    expect((await post('/api/admin/reset-password', { token, newPassword: 'zu-spaet-1' })).status).toBe(400);
  });

  it('refuses an unknown link and a too short password', async () => {
    expect((await post('/api/admin/reset-password', { token: 'x'.repeat(43), newPassword: 'gut-genug' })).status).toBe(400);
    const admin = await createTestUser(test.db, { role: 'admin' });
    const token = await createResetToken(test.db, admin.user.id);
    const short = await post('/api/admin/reset-password', { token, newPassword: '12345' });
    expect((await short.json()).issues).toEqual({ newPassword: ['Das Passwort muss mindestens 6 Zeichen lang sein.'] });
  });
});

describe('deactivated accounts (ADR 045)', () => {
  const deactivate = (id: number) => test.db.update(users).set({ active: false }).where(eq(users.id, id));

  it("get the neutral answer and no link, on the back office's page and the customers' page", async () => {
    const staff = await createTestUser(test.db, { role: 'vertrieb' });
    const customer = await createTestUser(test.db);
    const control = await createTestUser(test.db, { role: 'buero' });
    await deactivate(staff.user.id);
    await deactivate(customer.user.id);
    const before = (await resetMails()).length;
    const staffAnswer = await post('/api/admin/forgot-password', { username: staff.user.username });
    expect(staffAnswer.status).toBe(200);
    expect(await staffAnswer.json()).toEqual(FORGOT_ANSWER);
    expect((await post('/api/forgot-password', { username: customer.user.email })).status).toBe(200);
    // An active account's link arrives, so the two before it had their turn.
    await post('/api/admin/forgot-password', { username: control.user.username });
    await waitForResetMails(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const recipients = (await resetMails()).map((mail) => mail.recipient);
    expect(recipients).toContain(control.user.email);
    expect(recipients).not.toContain(staff.user.email);
    expect(recipients).not.toContain(customer.user.email);
  });

  it('cannot use a link mailed before the deactivation', async () => {
    const staff = await createTestUser(test.db, { role: 'vertrieb' });
    const token = await createResetToken(test.db, staff.user.id);
    await deactivate(staff.user.id);
    const response = await post('/api/admin/reset-password', { token, newPassword: 'neues-passwort' });
    expect(response.status).toBe(400);
    const [row] = await test.db.select().from(users).where(eq(users.id, staff.user.id));
    expect(row!.passwordHash).toBe(staff.user.passwordHash);
    expect((await test.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, staff.user.id)))[0]!.usedAt).toBeNull();
  });
});
