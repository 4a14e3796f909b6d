import { describe, expect, it } from 'vitest';
import { testApiForFile } from './fixtures.ts';
import { createTestUser } from './test-users.ts';

const test = testApiForFile();

describe('createTestUser', () => {
  it('hashes a password once per process, at the production cost, and the accounts log in with it', async () => {
    const first = await createTestUser(test.db, { role: 'admin' });
    const second = await createTestUser(test.db, { role: 'admin' });
    // The tests create hundreds of users; one argon2 hash each took seconds of CI (ADR 068).
    expect(second.user.passwordHash).toBe(first.user.passwordHash);
    expect(first.user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    for (const { user, password } of [first, second]) {
      const login = await test.request('/api/admin/login', { method: 'POST', json: { username: user.username, password } });
      expect(login.status).toBe(200);
    }
    const other = await createTestUser(test.db, { role: 'admin', password: 'anderes-passwort' });
    expect(other.user.passwordHash).not.toBe(first.user.passwordHash);
  });
});
