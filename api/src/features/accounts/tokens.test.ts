import { describe, expect, it } from 'vitest';
import { newToken, tokenHash } from './tokens.ts';

describe('newToken', () => {
  it('is 32 random bytes as base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => newToken()));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('takes a shorter length where a person types the secret', () => {
    expect(Buffer.from(newToken(15), 'base64url')).toHaveLength(15);
  });
});

describe('tokenHash', () => {
  it('is the SHA-256 of the token as hex, the same for the same token', () => {
    // SHA-256 of "abc" (FIPS 180-2, appendix B.1).
    expect(tokenHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = newToken();
    expect(tokenHash(token)).toBe(tokenHash(token));
    expect(tokenHash(token)).not.toBe(tokenHash(newToken()));
  });
});
