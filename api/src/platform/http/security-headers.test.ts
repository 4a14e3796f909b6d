import { describe, expect, it } from 'vitest';
import { BASE_CONTENT_SECURITY_POLICY, securityHeaders, withBaseContentSecurityPolicy } from './security-headers.ts';

describe('security headers', () => {
  it('forbid framing and sniffing everywhere', () => {
    const headers = securityHeaders('http://localhost:4321');
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('ask for HTTPS only when the site is served over HTTPS', () => {
    expect(securityHeaders('http://localhost:4321')['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders('https://www.example.de')['Strict-Transport-Security']).toMatch(/^max-age=31536000/);
  });

  it('add the base directives to a page policy once', () => {
    const page = "script-src 'self' 'sha256-abc'; style-src 'self';";
    const merged = withBaseContentSecurityPolicy(page);
    expect(merged).toBe(`script-src 'self' 'sha256-abc'; style-src 'self'; ${BASE_CONTENT_SECURITY_POLICY}`);
    expect(withBaseContentSecurityPolicy(merged)).toBe(merged);
  });
});
