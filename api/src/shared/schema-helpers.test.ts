import { describe, expect, it } from 'vitest';
import { emailAddress } from './schema-helpers.ts';

const email = emailAddress('Bitte geben Sie eine gültige E-Mail-Adresse ein');
const accepted = (address: string) => email.safeParse(address).data;

describe('emailAddress', () => {
  it('accepts internationalised mailboxes and domains (RFC 6531/6532), in Unicode or punycode', () => {
    for (const address of ['jürgen@müller.de', 'info@xn--mller-kva.de', 'dmitri@пример.рф', '用户@例子.广告', "o'neil@example.de"]) {
      expect(accepted(address)).toBe(address);
    }
  });

  it('stores an address with non-ASCII letters folded to lower case and NFC; ASCII ones as typed', () => {
    expect(accepted(' JÜRGEN@MÜLLER.DE ')).toBe('jürgen@müller.de');
    expect(accepted('ju\u0308rgen@mu\u0308ller.de')).toBe('jürgen@müller.de');
    expect(accepted('Petra.Privat@Example.de')).toBe('Petra.Privat@Example.de');
  });

  it('still refuses what is no address', () => {
    for (const address of [
      'x',
      'a@b',
      'a@b.c',
      'a..b@example.de',
      '.a@example.de',
      'a@-x.de',
      'a b@example.de',
      'a@example.de.',
      'jürgen@müller',
    ]) {
      expect(email.safeParse(address).success).toBe(false);
    }
  });
});
