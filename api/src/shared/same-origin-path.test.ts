import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPathWithNext } from '../features/accounts/contract/accounts.ts';
import { sameOriginPath } from './same-origin-path.ts';

const ORIGIN = 'https://www.example.de';

describe('a redirect target on our own site', () => {
  it.each([
    ['//evil.example', 'protocol-relative'],
    ['/\\evil.example', 'backslash read as a slash'],
    ['\\\\evil.example', 'two backslashes'],
    ['/\t/evil.example', 'a tab the parser drops (/%09/ in the address)'],
    ['/\n/evil.example', 'a newline the parser drops'],
    ['/\r\n/evil.example', 'CR LF'],
    [' //evil.example', 'leading space'],
    ['https://evil.example/dashboard', 'another origin'],
    ['http://www.example.de/dashboard', 'our host without TLS'],
    ['https://www.example.de.evil.example/', 'our host as a prefix'],
    ['https://www.example.de@evil.example/', 'our host as user info'],
    ['javascript:alert(1)', 'javascript: URL'],
    ['JaVaScRiPt:alert(1)', 'javascript: in mixed case'],
    ['data:text/html,<script>alert(1)</script>', 'data: URL'],
  ])('refuses %j (%s)', (target) => {
    expect(sameOriginPath(target, ORIGIN)).toBeNull();
  });

  it.each([
    ['/shop', '/shop'],
    ['/dashboard?tab=konfigurationen#liste', '/dashboard?tab=konfigurationen#liste'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/admin/../shop', '/shop'],
    ['https://www.example.de/customer/profile', '/customer/profile'],
    ['shop', '/shop'],
    // Same scheme without slashes is a relative path to the URL parser, as it is to the browser.
    ['https:evil.example', '/evil.example'],
  ])('keeps %j on our site as %j', (target, path) => {
    expect(sameOriginPath(target, ORIGIN)).toBe(path);
  });

  it('has nothing to say without a target', () => {
    expect(sameOriginPath(null, ORIGIN)).toBeNull();
    expect(sameOriginPath('', ORIGIN)).toBeNull();
  });
});

describe('where a login goes next', () => {
  it('returns to a page of our site that fits the role', () => {
    expect(afterLoginPath('customer', '/shop', ORIGIN)).toBe('/shop');
    expect(afterLoginPath('admin', '/admin/products?page=2', ORIGIN)).toBe('/admin/products?page=2');
  });

  it('sends admins to the back office and customers to their account otherwise', () => {
    expect(afterLoginPath('customer', '/admin/products', ORIGIN)).toBe('/dashboard');
    expect(afterLoginPath('customer', '/admin', ORIGIN)).toBe('/dashboard');
    expect(afterLoginPath('customer', '/administration-faq', ORIGIN)).toBe('/administration-faq');
    expect(afterLoginPath('admin', null, ORIGIN)).toBe('/admin/dashboard');
    expect(afterLoginPath('customer', null, ORIGIN)).toBe('/dashboard');
  });

  it('takes admins back to the public page they came from, such as the shop', () => {
    expect(afterLoginPath('admin', '/shop', ORIGIN)).toBe('/shop');
    expect(afterLoginPath('admin', '/admin/../shop', ORIGIN)).toBe('/shop');
  });

  it('keeps the way back through registration, on our site only', () => {
    expect(loginPathWithNext('/shop', ORIGIN)).toBe('/login?next=%2Fshop');
    expect(loginPathWithNext(null, ORIGIN)).toBe('/login');
    expect(loginPathWithNext('//evil.example', ORIGIN)).toBe('/login');
  });

  it('never leaves the site', () => {
    for (const next of ['/\t/evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(afterLoginPath('customer', next, ORIGIN)).toBe('/dashboard');
      expect(afterLoginPath('admin', next, ORIGIN)).toBe('/admin/dashboard');
      expect(new URL(afterLoginPath('admin', `/admin${next}`, ORIGIN), ORIGIN).origin).toBe(ORIGIN);
    }
  });
});
