import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('client network', () => {
  it('is an IPv4 address itself and an IPv6 address its /64, however the address is written', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('2001:db8:7:1:aaaa::1')).toBe('2001:db8:7:1::/64');
    expect(clientNetwork('2001:0DB8:0007:0001:bbbb:cccc:dddd:2')).toBe('2001:db8:7:1::/64');
    expect(clientNetwork('2001:db8::7:1:2:3')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
    expect(clientNetwork('unbekannt')).toBe('unbekannt');
  });
});
