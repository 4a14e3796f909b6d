import type { Visit } from '../shared/analytics.ts';

/** Areas that are not the public site: never counted, even if a beacon claims them. */
const NOT_COUNTED = /^\/(admin|api|dashboard|customer|login|register)(\/|$)/;

export interface PageViewFacts {
  path: string;
  referrerHost: string | null;
  utmSource: string | null;
}

/**
 * What a beacon's body may leave behind: the path without its query (a query can carry tokens or
 * names), utm_source from that query, and only the host of a referrer from another site. Null for a
 * path that is not counted.
 */
export function pageViewFacts(visit: Visit, siteHost: string): PageViewFacts | null {
  let url: URL;
  try {
    url = new URL(visit.path, 'http://site.invalid');
  } catch {
    return null;
  }
  if (url.host !== 'site.invalid' || NOT_COUNTED.test(url.pathname)) return null;
  const utmSource = url.searchParams.get('utm_source')?.trim().toLowerCase().slice(0, 100) || null;
  return { path: url.pathname.slice(0, 300), referrerHost: referrerHostOf(visit.referrer, siteHost), utmSource };
}

function referrerHostOf(referrer: string | undefined, siteHost: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return host ===
      siteHost
        .toLowerCase()
        .replace(/:\d+$/, '')
        .replace(/^www\./, '')
      ? null
      : host;
  } catch {
    return null;
  }
}
