/**
 * The path of a redirect target that stays on our site, or null. A pattern test on the raw text is not
 * enough: the URL parser drops tabs and newlines and reads `\` as `/`, so `/\t/evil.example` passes a
 * "starts with one slash" test and still ends on https://evil.example/. Resolving the text the way the
 * browser will, and comparing origins, leaves no such gap.
 */
export function sameOriginPath(target: string | null | undefined, origin: string): string | null {
  if (!target) return null;
  let resolved: URL;
  try {
    resolved = new URL(target, origin);
  } catch {
    return null;
  }
  if (resolved.origin !== new URL(origin).origin) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
