import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../testing/fixtures.ts';
import { createResetToken } from './password-reset.ts';
import { createSession } from './session.ts';
import { sessions } from '../../platform/db/schema.ts';
import { createTestUser } from '../../../testing/test-users.ts';

const test = testApiForFile();

const post = (path: string, json: unknown, headers: Record<string, string> = {}) => test.request(path, { method: 'POST', json, headers });
const changePassword = (token: string, email: string, currentPassword: string, newPassword: string) =>
  test.request('/api/admin/profile', {
    method: 'PUT',
    json: { email, currentPassword, newPassword },
    headers: { Authorization: `Bearer ${token}` },
  });
const sessionWorks = async (token: string) =>
  (await test.request('/api/session', { headers: { Authorization: `Bearer ${token}` } })).status === 200;
const sessionsOf = (userId: number) => test.db.select().from(sessions).where(eq(sessions.userId, userId));

/** Twenty logins with the old password, in flight while `change` runs; the tokens they were given. */
async function loginsDuring(username: string, password: string, change: () => Promise<Response>) {
  const logins = Array.from({ length: 20 }, () => post('/api/admin/login', { username, password }));
  const changed = await change();
  expect(changed.status).toBe(200);
  const answers = await Promise.all(logins);
  expect(answers.every((answer) => answer.status === 200 || answer.status === 401)).toBe(true);
  return Promise.all(answers.filter((answer) => answer.ok).map(async (answer) => ((await answer.json()) as { token: string }).token));
}

describe('a password change while logins are in flight', () => {
  it('gives a login checked against the old password no session once the new one is set (profile)', async () => {
    const admin = await createTestUser(test.db, { role: 'admin' });
    expect((await changePassword(admin.token, admin.user.email, admin.password, 'ganz-neu-42')).status).toBe(200);
    expect(await createSession(test.db, admin.user)).toBeNull();
    expect((await sessionsOf(admin.user.id)).map((row) => row.id)).toHaveLength(1);
  });

  it('gives a login checked against the old password no session once the new one is set (reset link)', async () => {
    const admin = await createTestUser(test.db, { role: 'admin' });
    const token = await createResetToken(test.db, admin.user.id);
    expect((await post('/api/admin/reset-password', { token, newPassword: 'ganz-neu-42' })).status).toBe(200);
    expect(await createSession(test.db, admin.user)).toBeNull();
    expect(await sessionsOf(admin.user.id)).toEqual([]);
  });

  it('leaves no working session of the old password after a change in the profile', async () => {
    const admin = await createTestUser(test.db, { role: 'admin' });
    const tokens = await loginsDuring(admin.user.username, admin.password, () =>
      changePassword(admin.token, admin.user.email, admin.password, 'ganz-neu-42'),
    );
    for (const token of tokens) expect(await sessionWorks(token)).toBe(false);
    expect(await sessionWorks(admin.token)).toBe(true);
  });

  it('leaves no working session of the old password after a reset', async () => {
    const admin = await createTestUser(test.db, { role: 'admin' });
    const resetToken = await createResetToken(test.db, admin.user.id);
    const tokens = await loginsDuring(admin.user.username, admin.password, () =>
      post('/api/admin/reset-password', { token: resetToken, newPassword: 'ganz-neu-42' }),
    );
    for (const token of tokens) expect(await sessionWorks(token)).toBe(false);
    expect(await sessionsOf(admin.user.id)).toEqual([]);
  });

  it('lets a reset stand over a profile change that checked the old password before it', async () => {
    const admin = await createTestUser(test.db, { role: 'admin' });
    const resetToken = await createResetToken(test.db, admin.user.id);
    const [change, reset] = await Promise.all([
      changePassword(admin.token, admin.user.email, admin.password, 'vom-alten-passwort'),
      post('/api/admin/reset-password', { token: resetToken, newPassword: 'aus-dem-reset' }),
    ]);
    expect(reset.status).toBe(200);
    expect([200, 401]).toContain(change.status);
    expect((await post('/api/admin/login', { username: admin.user.username, password: 'aus-dem-reset' })).status).toBe(200);
    expect((await post('/api/admin/login', { username: admin.user.username, password: 'vom-alten-passwort' })).status).toBe(401);
  });
});
