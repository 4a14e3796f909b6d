import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseForEachTest } from '../../../testing/fixtures.ts';
import { users } from '../../platform/db/schema.ts';
import { ensureFirstAdmin } from './first-admin.ts';
import { verifyPassword } from './password.ts';

const test = testDatabaseForEachTest();

const admins = () => test.db.select().from(users).where(eq(users.role, 'admin'));

describe('first admin account', () => {
  it('generates a random password when none is configured, and stores only its hash', async () => {
    const result = await ensureFirstAdmin(test.db, { username: 'admin', email: 'admin@example.de' });
    expect(result).toMatchObject({ created: true, username: 'admin' });
    const password = result.created ? result.generatedPassword : null;
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);

    const [admin] = await admins();
    // No placeholder such as "Admin" that would sign the mails: the owner names themself at the first sign-in.
    expect(admin).toMatchObject({ firstName: '', lastName: '' });
    expect(admin?.passwordHash).not.toContain(password!);
    expect(await verifyPassword(admin!.passwordHash, password!)).toBe(true);
  });

  it('uses the configured password and reports none', async () => {
    const result = await ensureFirstAdmin(test.db, { username: 'chef', email: 'chef@example.de', password: 'sehr-geheim' });
    expect(result).toEqual({ created: true, username: 'chef', generatedPassword: null });
    const [admin] = await admins();
    expect(await verifyPassword(admin!.passwordHash, 'sehr-geheim')).toBe(true);
  });

  it('leaves an existing admin alone on later starts, even with another password configured', async () => {
    await ensureFirstAdmin(test.db, { username: 'admin', email: 'admin@example.de', password: 'erstes-passwort' });
    expect(await ensureFirstAdmin(test.db, { username: 'admin', email: 'admin@example.de', password: 'anderes' })).toEqual({
      created: false,
    });
    const all = await admins();
    expect(all).toHaveLength(1);
    expect(await verifyPassword(all[0]!.passwordHash, 'erstes-passwort')).toBe(true);
  });
});
