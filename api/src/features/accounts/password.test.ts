import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('produces an argon2id hash with the OWASP parameters', async () => {
    const stored = await hashPassword('geheim123');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('accepts the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('geheim123');
    expect(await verifyPassword(stored, 'geheim123')).toBe(true);
    expect(await verifyPassword(stored, 'geheim124')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('gleich')).not.toBe(await hashPassword('gleich'));
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('kein-hash', 'geheim123')).toBe(false);
  });
});
