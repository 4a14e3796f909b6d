import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../testing/fixtures.ts';
import { outbox, users } from '../../platform/db/schema.ts';
import { accountMessages } from './contract/account-messages.ts';
import { createOwner } from './admin-commands.ts';
import { ensureFirstAdmin } from './first-admin.ts';

const test = testApiForFile();

/** Signs in with the password, as the owner does at the first sign-in. */
async function signedIn(username: string, password: string) {
  const login = await test.request('/api/admin/login', { method: 'POST', json: { username, password } });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const call = async (json: unknown) => {
    const response = await test.request('/api/admin/profile/first-sign-in', {
      method: 'PUT',
      json,
      headers: { Authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: await response.json() };
  };
  const stored = async () => (await test.db.select().from(users).where(eq(users.username, username)))[0]!;
  return { call, stored };
}

/** The first owner as the first start creates it: without a name, with ADMIN_EMAIL's default admin@example.de. */
async function firstOwner() {
  await ensureFirstAdmin(test.db, { username: 'inhaber', email: 'admin@example.de', password: 'erstes-passwort' });
  return signedIn('inhaber', 'erstes-passwort');
}

const name = { firstName: 'Olaf', lastName: 'Owner' };

describe('PUT /api/admin/profile/first-sign-in (issue 47)', () => {
  it('sets the owner’s address with the name, typed twice; the example address is gone', async () => {
    const { call, stored } = await firstOwner();
    const mismatch = await call({ ...name, email: 'olaf@fensterwerk-nord.de', emailRepeat: 'olaf@fensterwerk-nrod.de' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.issues.emailRepeat).toEqual([accountMessages.emailRepeatMismatch]);
    const placeholder = await call({ ...name, email: 'admin@example.de', emailRepeat: 'admin@example.de' });
    expect(placeholder.body.issues.email).toEqual([accountMessages.emailPlaceholder]);
    expect(await stored()).toMatchObject({ firstName: '', email: 'admin@example.de' });

    const saved = await call({ ...name, email: 'olaf@fensterwerk-nord.de', emailRepeat: 'Olaf@Fensterwerk-Nord.de' });
    expect(saved).toEqual({
      status: 200,
      body: { ...name, email: 'olaf@fensterwerk-nord.de', message: accountMessages.firstSignInSaved },
    });
    expect(await stored()).toMatchObject({ ...name, email: 'olaf@fensterwerk-nord.de' });
    // Nobody reads the example address: no mail goes there about the change.
    expect(await test.db.select().from(outbox).where(eq(outbox.recipient, 'admin@example.de'))).toEqual([]);
    // Once named, the address changes only in the profile, with the current password (ADR 045).
    const again = await call({ ...name, email: 'anders@fensterwerk-nord.de', emailRepeat: 'anders@fensterwerk-nord.de' });
    expect(again).toEqual({ status: 409, body: { error: accountMessages.firstSignInDone } });
    expect((await stored()).email).toBe('olaf@fensterwerk-nord.de');
  });

  it('an owner made with a real address (npm run admin -- create-owner): that address is told when another replaces it', async () => {
    const { password } = await createOwner(test.db, { username: 'zweite', email: 'inhaber@fensterwerk-nord.de' });
    const { call, stored } = await signedIn('zweite', password);
    const saved = await call({
      firstName: 'Zora',
      lastName: 'Zweite',
      email: 'zora@fensterwerk-nord.de',
      emailRepeat: 'zora@fensterwerk-nord.de',
    });
    expect(saved.status).toBe(200);
    expect((await stored()).email).toBe('zora@fensterwerk-nord.de');
    const [told] = await test.db.select().from(outbox).where(eq(outbox.recipient, 'inhaber@fensterwerk-nord.de'));
    expect(told?.topic).toBe('staff-email-changed');
  });
});
