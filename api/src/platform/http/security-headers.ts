/**
 * Headers every answer carries, pages and API alike (ADR 011). Pages add their own
 * Content-Security-Policy for scripts and styles as a meta tag (Astro's security.csp); a meta tag cannot
 * forbid framing, so this header does, and both policies apply together.
 */
export const BASE_CONTENT_SECURITY_POLICY = "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

/** Pages rendered on demand bring their own policy header; the base directives are added to it. */
export function withBaseContentSecurityPolicy(policy: string): string {
  if (policy.includes('frame-ancestors')) return policy;
  return `${policy.trim().replace(/;$/, '')}; ${BASE_CONTENT_SECURITY_POLICY}`;
}

export function securityHeaders(siteUrl: string): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': BASE_CONTENT_SECURITY_POLICY,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
  // Browsers ignore HSTS over plain http; sending it only for https sites keeps local setups simple.
  if (siteUrl.startsWith('https://')) {
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  }
  return headers;
}
